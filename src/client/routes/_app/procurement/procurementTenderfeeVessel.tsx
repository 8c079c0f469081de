import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { session } from '@/client/data/session';
import { SupplierDocumentsPage } from '@/client/features/documents';
import { SupplierFeesPanel } from '@/client/features/fees';
import { myFeesQueryOptions } from '@/client/features/fees/queries';
import { supplierDocumentsQueryOptions } from '@/client/features/documents/queries';
import { mySignupsQueryOptions } from '@/client/features/signups/queries';
import { userIdNow } from '../-session-user';
import { startRead } from '@/client/lib/start-read';
import { TENDER_ROUTES } from '@/shared/contracts/tender-paths';
import { projectSearch } from './-project-search';

export const Route = createFileRoute('/_app/procurement/procurementTenderfeeVessel')({
  staticData: { title: 'tender-documents:title.supplier' },
  validateSearch: projectSearch,
  loaderDeps: ({ search: { projectId } }) => ({ projectId }),
  loader: ({ context, deps }) => {
    startRead(context.queryClient, mySignupsQueryOptions(userIdNow()));
    startRead(context.queryClient, supplierDocumentsQueryOptions(userIdNow(), deps.projectId ?? ''));
    startRead(context.queryClient, myFeesQueryOptions(userIdNow(), deps.projectId ?? ''));
  },
  component: SupplierDocumentsRoute,
});

function SupplierDocumentsRoute() {
  const { projectId } = Route.useSearch();
  const userId = useSnapshot(session).userInfo?.id ?? '';
  const navigate = useNavigate();
  return (
    <SupplierDocumentsPage
      userId={userId}
      projectId={projectId}
      aside={projectId ? <SupplierFeesPanel key={projectId} projectId={projectId} /> : null}
      onProject={(id) =>
        void navigate({ to: TENDER_ROUTES.supplierDocuments, search: id ? { projectId: id } : {} })
      }
    />
  );
}
