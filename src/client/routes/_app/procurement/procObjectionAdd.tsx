import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { session } from '@/client/data/session';
import { AskQuestionPage } from '@/client/features/questions';
import { askableProjectsQueryOptions } from '@/client/features/questions/queries';
import { questionProjectSearch } from '@/client/features/questions/search';
import { startRead } from '@/client/lib/start-read';
import { QUESTION_FUNCTIONS, QUESTION_ROUTES as R } from '@/shared/contracts/question-paths';
import { userIdNow } from '../-session-user';

// Ask a question (from the questions list or the hub); not a menu entry: the questions list stays highlighted.
export const Route = createFileRoute('/_app/procurement/procObjectionAdd')({
  staticData: { title: 'questions:titles.ask', highlightMenuCode: QUESTION_FUNCTIONS.supplier },
  validateSearch: questionProjectSearch,
  loader: ({ context }) => startRead(context.queryClient, askableProjectsQueryOptions(userIdNow())),
  component: AskRoute,
});

function AskRoute() {
  const { projectId } = Route.useSearch();
  const userId = useSnapshot(session).userInfo?.id ?? '';
  const navigate = useNavigate();
  return (
    <AskQuestionPage
      userId={userId}
      projectId={projectId}
      onDone={() => void navigate({ to: R.supplierList })}
      onOpenSyncCentre={() => void navigate({ to: '/syncCentre' })}
    />
  );
}
