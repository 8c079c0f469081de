import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { BuyerQuestionsPage } from '@/client/features/questions';
import { buyerQuestionsQueryOptions, firstQuestionPage } from '@/client/features/questions/queries';
import { questionProjectSearch } from '@/client/features/questions/search';
import { projectOptionsQueryOptions } from '@/client/features/projects/queries';
import { startRead } from '@/client/lib/start-read';
import { QUESTION_ROUTES as R } from '@/shared/contracts/question-paths';

// The buyer side's questions on its projects, unanswered first.
export const Route = createFileRoute('/_app/procurement/procClarificationQuestionList')({
  staticData: { title: 'questions:titles.buyerList' },
  validateSearch: questionProjectSearch,
  loaderDeps: ({ search: { projectId } }) => ({ projectId }),
  loader: ({ context, deps }) => {
    startRead(context.queryClient, buyerQuestionsQueryOptions(firstQuestionPage(deps.projectId)));
    startRead(context.queryClient, projectOptionsQueryOptions());
  },
  component: ListRoute,
});

function ListRoute() {
  const { projectId } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <BuyerQuestionsPage
      key={projectId ?? ''}
      projectId={projectId}
      onAnswer={(id) => void navigate({ to: R.buyerAnswer, search: { id } })}
    />
  );
}
