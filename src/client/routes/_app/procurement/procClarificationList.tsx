import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ClarificationListPage } from '@/client/features/clarifications';
import { TENDER_ROUTES } from '@/shared/contracts/tender-paths';
import { projectSearch } from './-project-search';

export const Route = createFileRoute('/_app/procurement/procClarificationList')({
  staticData: { title: 'tender-buyer:titles.clarifications' },
  validateSearch: projectSearch,
  component: ClarificationListRoute,
});

function ClarificationListRoute() {
  const { projectId } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <ClarificationListPage
      key={projectId ?? ''}
      projectId={projectId}
      onRelease={(id) =>
        void navigate({ to: TENDER_ROUTES.clarificationRelease, search: id ? { projectId: id } : {} })
      }
    />
  );
}
