import { createFileRoute } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { session } from '@/client/data/session';
import { StartReviewPage } from '@/client/features/evaluation';
import { driveQueryOptions } from '@/client/features/evaluation/queries';
import { startRead } from '@/client/lib/start-read';
import { EVALUATION_FUNCTIONS as F } from '@/shared/contracts/evaluation-paths';
import { userIdNow } from '../../-session-user';
import { projectSearch } from '../-project-search';

export const Route = createFileRoute('/_app/procurement/evaluationLobbyDrive/expertStartReview')({
  staticData: { title: 'evaluation:titles.startReview', highlightMenuCode: F.expert },
  validateSearch: projectSearch,
  loaderDeps: ({ search: { projectId } }) => ({ projectId }),
  loader: ({ context, deps }) => {
    if (deps.projectId) startRead(context.queryClient, driveQueryOptions(userIdNow(), deps.projectId));
  },
  component: RouteComponent,
});

function RouteComponent() {
  const { projectId = '' } = Route.useSearch();
  const userId = useSnapshot(session).userInfo?.id ?? '';
  return <StartReviewPage key={projectId} userId={userId} projectId={projectId} />;
}
