import { createFileRoute } from '@tanstack/react-router';
import { InitiationAddPage } from '@/client/features/project-workspace';
import { initiationOptions } from '@/client/features/project-workspace/queries';
import { startRead } from '@/client/lib/start-read';
import { WORKSPACE_FUNCTIONS } from '@/shared/contracts/project-workspace-paths';

interface InitiationSearch {
  schemeId?: string;
}

// Not a menu entry: opened from bidProjectStep, which stays highlighted.
export const Route = createFileRoute('/_app/bidding/bidProjectStep-add')({
  staticData: {
    title: 'project-workspace:titles.initiationAdd',
    highlightMenuCode: WORKSPACE_FUNCTIONS.initiation,
  },
  validateSearch: (search: Record<string, unknown>): InitiationSearch =>
    typeof search.schemeId === 'string' && search.schemeId ? { schemeId: search.schemeId } : {},
  loader: ({ context }) => startRead(context.queryClient, initiationOptions()),
  component: InitiationAddRoute,
});

function InitiationAddRoute() {
  const { schemeId } = Route.useSearch();
  return <InitiationAddPage key={schemeId ?? ''} schemeId={schemeId} />;
}
