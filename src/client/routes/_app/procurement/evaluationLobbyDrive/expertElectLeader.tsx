import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ElectLeaderPage } from '@/client/features/committee';
import { electionQueryOptions, mySeatQueryOptions } from '@/client/features/committee/queries';
import { startRead } from '@/client/lib/start-read';
import { COMMITTEE_DRAW_ROUTES as R } from '@/shared/contracts/committee-draw-paths';
import { EVALUATION_FUNCTIONS as F } from '@/shared/contracts/evaluation-paths';
import { projectSearch } from '../-project-search';
import { NoProject } from './-no-project';

export const Route = createFileRoute('/_app/procurement/evaluationLobbyDrive/expertElectLeader')({
  staticData: { title: 'committee:titles.elect', highlightMenuCode: F.expert },
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
  const navigate = useNavigate();
  if (!projectId) return <NoProject />;
  return (
    <ElectLeaderPage
      key={projectId}
      projectId={projectId}
      onDetail={() => void navigate({ to: R.electDetail, search: { projectId } })}
      onSignIn={() => void navigate({ to: R.signIn, search: { projectId } })}
    />
  );
}
