import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ExpertSignInPage } from '@/client/features/committee';
import { mySeatQueryOptions } from '@/client/features/committee/queries';
import { startRead } from '@/client/lib/start-read';
import { COMMITTEE_DRAW_ROUTES as R } from '@/shared/contracts/committee-draw-paths';
import { EVALUATION_FUNCTIONS as F } from '@/shared/contracts/evaluation-paths';
import { projectSearch } from '../-project-search';
import { NoProject } from './-no-project';

export const Route = createFileRoute('/_app/procurement/evaluationLobbyDrive/expertSignIn')({
  staticData: { title: 'committee:titles.signIn', highlightMenuCode: F.expert },
  validateSearch: projectSearch,
  loaderDeps: ({ search: { projectId } }) => ({ projectId }),
  loader: ({ context, deps }) => {
    if (deps.projectId) startRead(context.queryClient, mySeatQueryOptions(deps.projectId));
  },
  component: RouteComponent,
});

function RouteComponent() {
  const { projectId } = Route.useSearch();
  const navigate = useNavigate();
  if (!projectId) return <NoProject />;
  return (
    <ExpertSignInPage
      key={projectId}
      projectId={projectId}
      onElect={() => void navigate({ to: R.elect, search: { projectId } })}
    />
  );
}
