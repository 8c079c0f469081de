import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { CommitteePage } from '@/client/features/committee';
import { committeeExpertsQueryOptions, committeeQueryOptions } from '@/client/features/committee/queries';
import { projectOptionsQueryOptions } from '@/client/features/projects/queries';
import { startRead } from '@/client/lib/start-read';
import { TENDER_ROUTES } from '@/shared/contracts/tender-paths';
import { projectSearch } from './-project-search';

export const Route = createFileRoute('/_app/procurement/probidCommittee')({
  staticData: { title: 'tender-buyer:titles.committee' },
  validateSearch: projectSearch,
  loaderDeps: ({ search: { projectId } }) => ({ projectId }),
  loader: ({ context, deps }) => {
    startRead(context.queryClient, projectOptionsQueryOptions());
    startRead(context.queryClient, committeeExpertsQueryOptions(deps.projectId ?? ''));
    startRead(context.queryClient, committeeQueryOptions(deps.projectId ?? ''));
  },
  component: CommitteeRoute,
});

function CommitteeRoute() {
  const { projectId } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <CommitteePage
      projectId={projectId}
      onProject={(id) => void navigate({ to: TENDER_ROUTES.committee, search: id ? { projectId: id } : {} })}
    />
  );
}
