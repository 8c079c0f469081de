import { createFileRoute } from '@tanstack/react-router';
import { ElectDetailPage } from '@/client/features/committee';
import { electionQueryOptions, mySeatQueryOptions } from '@/client/features/committee/queries';
import { startRead } from '@/client/lib/start-read';
import { EVALUATION_FUNCTIONS as F } from '@/shared/contracts/evaluation-paths';
import { projectSearch } from '../-project-search';
import { NoProject } from './-no-project';

export const Route = createFileRoute('/_app/procurement/evaluationLobbyDrive/expertElectLeaderDetail')({
  staticData: { title: 'committee:titles.electDetail', highlightMenuCode: F.expert },
  validateSearch: projectSearch,
  loaderDeps: ({ search: { projectId } }) => ({ projectId }),
  loader: ({ context, deps }) => {
    if (!deps.projectId) return;
    startRead(context.queryClient, mySeatQueryOptions(deps.projectId));
    startRead(context.queryClient, electionQueryOptions(deps.projectId));
  },
  component: RouteComponent,
});

function RouteComponent() {
  const { projectId } = Route.useSearch();
  if (!projectId) return <NoProject />;
  return <ElectDetailPage key={projectId} projectId={projectId} />;
}
