import { createFileRoute } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { session } from '@/client/data/session';
import { EvaluationHallPage } from '@/client/features/evaluation';
import { evaluationTasksQueryOptions } from '@/client/features/evaluation/queries';
import { userIdNow } from '../-session-user';
import { startRead } from '@/client/lib/start-read';

export const Route = createFileRoute('/_app/procurement/evaluationLobby-list')({
  staticData: { title: 'tender-expert:title' },
  loader: ({ context }) => startRead(context.queryClient, evaluationTasksQueryOptions(userIdNow())),
  component: EvaluationLobbyRoute,
});

function EvaluationLobbyRoute() {
  const userId = useSnapshot(session).userInfo?.id ?? '';
  return <EvaluationHallPage userId={userId} />;
}
