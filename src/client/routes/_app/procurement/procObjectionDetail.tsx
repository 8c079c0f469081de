import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { session } from '@/client/data/session';
import { QuestionDetailPage } from '@/client/features/questions';
import { myQuestionQueryOptions } from '@/client/features/questions/queries';
import { questionIdSearch } from '@/client/features/questions/search';
import { startRead } from '@/client/lib/start-read';
import { QUESTION_FUNCTIONS, QUESTION_ROUTES as R } from '@/shared/contracts/question-paths';
import { userIdNow } from '../-session-user';

// One of the supplier's questions with its answer; opened from the questions list or a notification.
export const Route = createFileRoute('/_app/procurement/procObjectionDetail')({
  staticData: { title: 'questions:titles.detail', highlightMenuCode: QUESTION_FUNCTIONS.supplier },
  validateSearch: questionIdSearch,
  loaderDeps: ({ search: { id } }) => ({ id }),
  loader: ({ context, deps }) => {
    if (deps.id) startRead(context.queryClient, myQuestionQueryOptions(userIdNow(), deps.id));
  },
  component: DetailRoute,
});

function DetailRoute() {
  const { id } = Route.useSearch();
  const userId = useSnapshot(session).userInfo?.id ?? '';
  const navigate = useNavigate();
  return (
    <QuestionDetailPage userId={userId} id={id ?? ''} onBack={() => void navigate({ to: R.supplierList })} />
  );
}
