import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { session } from '@/client/data/session';
import { AskQuestionPage } from '@/client/features/questions';
import { askableProjectsQueryOptions } from '@/client/features/questions/queries';
import { questionProjectSearch } from '@/client/features/questions/search';
import { startRead } from '@/client/lib/start-read';
import { QUESTION_ROUTES as R } from '@/shared/contracts/question-paths';
import { TENDER_FUNCTIONS } from '@/shared/contracts/tender-paths';
import { userIdNow } from '../-session-user';

// The same ask form entered from the clarifications (?projectId); the clarification list stays highlighted.
export const Route = createFileRoute('/_app/procurement/procClarificationAdd')({
  staticData: { title: 'questions:titles.ask', highlightMenuCode: TENDER_FUNCTIONS.supplierClarifications },
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
