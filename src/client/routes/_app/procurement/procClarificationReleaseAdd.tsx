import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ClarificationReleasePage } from '@/client/features/clarifications';
import { projectOptionsQueryOptions } from '@/client/features/projects/queries';
import { startRead } from '@/client/lib/start-read';
import { TENDER_FUNCTIONS, TENDER_ROUTES } from '@/shared/contracts/tender-paths';
import { releaseSearch } from './-clarification-search';

// Not a menu entry: the clarifications menu stays highlighted. ?questionId: release a public answer.
export const Route = createFileRoute('/_app/procurement/procClarificationReleaseAdd')({
  staticData: {
    title: 'tender-buyer:titles.clarificationRelease',
    highlightMenuCode: TENDER_FUNCTIONS.clarifications,
  },
  validateSearch: releaseSearch,
  loader: ({ context }) => startRead(context.queryClient, projectOptionsQueryOptions()),
  component: ClarificationReleaseRoute,
});

function ClarificationReleaseRoute() {
  const { projectId, questionId } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <ClarificationReleasePage
      projectId={projectId}
      questionId={questionId}
      onDone={(id) =>
        void navigate({ to: TENDER_ROUTES.clarificationList, search: id ? { projectId: id } : {} })
      }
    />
  );
}
