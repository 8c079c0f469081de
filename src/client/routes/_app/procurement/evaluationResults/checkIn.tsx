import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { CheckInPage } from '@/client/features/committee';
import { checkInQueryOptions } from '@/client/features/committee/queries';
import { projectOptionsQueryOptions } from '@/client/features/projects/queries';
import { startRead } from '@/client/lib/start-read';
import { COMMITTEE_DRAW_ROUTES as R } from '@/shared/contracts/committee-draw-paths';
import { TENDER_FUNCTIONS as F } from '@/shared/contracts/tender-paths';
import { projectSearch } from '../-project-search';

export const Route = createFileRoute('/_app/procurement/evaluationResults/checkIn')({
  staticData: { title: 'committee:titles.checkIn', highlightMenuCode: F.committee },
  validateSearch: projectSearch,
  loaderDeps: ({ search: { projectId } }) => ({ projectId }),
  loader: ({ context, deps }) => {
    startRead(context.queryClient, projectOptionsQueryOptions());
    if (deps.projectId) startRead(context.queryClient, checkInQueryOptions(deps.projectId));
  },
  component: RouteComponent,
});

function RouteComponent() {
  const { projectId } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <CheckInPage
      projectId={projectId}
      onProject={(id) => void navigate({ to: R.checkIn, search: id ? { projectId: id } : {} })}
    />
  );
}
