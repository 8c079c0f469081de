import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { session } from '@/client/data/session';
import { MyObjectionsSection } from '@/client/features/objections';
import { SupplierQuestionsPage } from '@/client/features/questions';
import { myQuestionsQueryOptions } from '@/client/features/questions/queries';
import { startRead } from '@/client/lib/start-read';
import { QUESTION_ROUTES as R } from '@/shared/contracts/question-paths';
import { userIdNow } from '../-session-user';

// The supplier's questions with their answers, and below them its objections (objections area).
export const Route = createFileRoute('/_app/procurement/procObjectionList')({
  staticData: { title: 'questions:titles.supplierList' },
  loader: ({ context }) => startRead(context.queryClient, myQuestionsQueryOptions(userIdNow())),
  component: SupplierQuestionsRoute,
});

function SupplierQuestionsRoute() {
  const userId = useSnapshot(session).userInfo?.id ?? '';
  const navigate = useNavigate();
  return (
    <SupplierQuestionsPage
      userId={userId}
      onAsk={() => void navigate({ to: R.supplierAdd })}
      onOpen={(id) => void navigate({ to: R.supplierDetail, search: { id } })}
      below={<MyObjectionsSection userId={userId} />}
    />
  );
}
