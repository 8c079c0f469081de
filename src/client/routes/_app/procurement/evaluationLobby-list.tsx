import { createFileRoute } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { session } from '@/client/data/session';
import { EvaluationHallPage } from '@/client/features/evaluation';

export const Route = createFileRoute('/_app/procurement/evaluationLobby-list')({
  staticData: { title: 'tender-expert:title' },
  component: EvaluationLobbyRoute,
});

function EvaluationLobbyRoute() {
  const userId = useSnapshot(session).userInfo?.id ?? '';
  return <EvaluationHallPage userId={userId} />;
}
