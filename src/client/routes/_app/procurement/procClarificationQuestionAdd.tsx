import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { AnswerQuestionPage } from '@/client/features/questions';
import { buyerQuestionQueryOptions } from '@/client/features/questions/queries';
import { questionIdSearch } from '@/client/features/questions/search';
import { startRead } from '@/client/lib/start-read';
import { QUESTION_FUNCTIONS, QUESTION_ROUTES as R } from '@/shared/contracts/question-paths';

// Answer one question (from the question list or a notification); the question list stays highlighted.
export const Route = createFileRoute('/_app/procurement/procClarificationQuestionAdd')({
  staticData: { title: 'questions:titles.answer', highlightMenuCode: QUESTION_FUNCTIONS.buyer },
  validateSearch: questionIdSearch,
  loaderDeps: ({ search: { id } }) => ({ id }),
  loader: ({ context, deps }) => {
    if (deps.id) startRead(context.queryClient, buyerQuestionQueryOptions(deps.id));
  },
  component: AnswerRoute,
});

function AnswerRoute() {
  const { id } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <AnswerQuestionPage
      id={id ?? ''}
      onBack={() => void navigate({ to: R.buyerList })}
      onRelease={(q) =>
        void navigate({ to: R.release, search: { projectId: q.projectId, questionId: q.id } })
      }
    />
  );
}
