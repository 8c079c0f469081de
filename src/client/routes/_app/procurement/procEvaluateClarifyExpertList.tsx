import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { session } from '@/client/data/session';
import { ClarificationListPage } from '@/client/features/evaluation-clarifications';
import { clarificationListQueryOptions } from '@/client/features/evaluation-clarifications/queries';
import { startRead } from '@/client/lib/start-read';
import { EVALUATION_CLARIFICATION_ROUTES as R } from '@/shared/contracts/evaluation-clarification-paths';
import { userIdNow } from '../-session-user';

export const Route = createFileRoute('/_app/procurement/procEvaluateClarifyExpertList')({
  staticData: { title: 'evaluation-clarifications:titles.expertList' },
  loader: ({ context }) => {
    startRead(context.queryClient, clarificationListQueryOptions('expert', userIdNow()));
  },
  component: ListRoute,
});

function ListRoute() {
  const userId = useSnapshot(session).userInfo?.id ?? '';
  const navigate = useNavigate();
  return (
    <ClarificationListPage
      reader="expert"
      userId={userId}
      onOpen={(row) => void navigate({ to: R.expertDetail, search: { id: row.id } })}
      onAsk={() => void navigate({ to: R.ask })}
    />
  );
}
