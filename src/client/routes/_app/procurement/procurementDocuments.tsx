import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { BuyerDocumentsPage } from '@/client/features/documents';
import { buyerDocumentsQueryOptions } from '@/client/features/documents/queries';
import { projectOptionsQueryOptions } from '@/client/features/projects/queries';
import { startRead } from '@/client/lib/start-read';
import { TENDER_ROUTES } from '@/shared/contracts/tender-paths';
import { projectSearch } from './-project-search';

export const Route = createFileRoute('/_app/procurement/procurementDocuments')({
  staticData: { title: 'tender-documents:title.buyer' },
  validateSearch: projectSearch,
  loaderDeps: ({ search: { projectId } }) => ({ projectId }),
  loader: ({ context, deps }) => {
    startRead(context.queryClient, projectOptionsQueryOptions());
    startRead(context.queryClient, buyerDocumentsQueryOptions(deps.projectId ?? ''));
  },
  component: BuyerDocumentsRoute,
});

function BuyerDocumentsRoute() {
  const { projectId } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <BuyerDocumentsPage
      projectId={projectId}
      onProject={(id) => void navigate({ to: TENDER_ROUTES.documents, search: id ? { projectId: id } : {} })}
    />
  );
}
