import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ClarificationListPage } from '@/client/features/clarifications';
import { firstClarificationPageQueryOptions } from '@/client/features/clarifications/queries';
import { projectOptionsQueryOptions } from '@/client/features/projects/queries';
import { startRead } from '@/client/lib/start-read';
import { CLARIFICATION_ROUTES } from '@/shared/contracts/clarification-paths';
import { TENDER_ROUTES } from '@/shared/contracts/tender-paths';
import { projectSearch } from './-project-search';

export const Route = createFileRoute('/_app/procurement/procClarificationList')({
  staticData: { title: 'tender-buyer:titles.clarifications' },
  validateSearch: projectSearch,
  loaderDeps: ({ search: { projectId } }) => ({ projectId }),
  loader: ({ context, deps }) => {
    startRead(context.queryClient, firstClarificationPageQueryOptions(deps.projectId ?? ''));
    startRead(context.queryClient, projectOptionsQueryOptions());
  },
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
      onOpen={(id, screen) =>
        void navigate({
          to: screen === 'detail' ? CLARIFICATION_ROUTES.releaseDetail : CLARIFICATION_ROUTES.receiptDetail,
          search: { id },
        })
      }
    />
  );
}
