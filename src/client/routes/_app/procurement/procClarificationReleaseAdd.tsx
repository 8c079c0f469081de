import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ClarificationReleasePage } from '@/client/features/clarifications';
import { projectOptionsQueryOptions } from '@/client/features/projects/queries';
import { startRead } from '@/client/lib/start-read';
import { TENDER_FUNCTIONS, TENDER_ROUTES } from '@/shared/contracts/tender-paths';
import { projectSearch } from './-project-search';

// Not a menu entry: the clarifications menu stays highlighted.
export const Route = createFileRoute('/_app/procurement/procClarificationReleaseAdd')({
  staticData: {
    title: 'tender-buyer:titles.clarificationRelease',
    highlightMenuCode: TENDER_FUNCTIONS.clarifications,
  },
  validateSearch: projectSearch,
  loader: ({ context }) => startRead(context.queryClient, projectOptionsQueryOptions()),
  component: ClarificationReleaseRoute,
});

function ClarificationReleaseRoute() {
  const { projectId } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <ClarificationReleasePage
      projectId={projectId}
      onDone={(id) =>
        void navigate({ to: TENDER_ROUTES.clarificationList, search: id ? { projectId: id } : {} })
      }
    />
  );
}
