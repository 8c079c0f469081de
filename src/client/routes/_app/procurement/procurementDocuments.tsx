import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { DocumentsPage } from '@/client/features/tender-buyer/components/documents-page';
import { TENDER_ROUTES } from '@/shared/contracts/tender-paths';
import { projectSearch } from './-project-search';

export const Route = createFileRoute('/_app/procurement/procurementDocuments')({
  staticData: { title: 'tender-documents:title.buyer' },
  validateSearch: projectSearch,
  component: BuyerDocumentsRoute,
});

function BuyerDocumentsRoute() {
  const { projectId } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <DocumentsPage
      projectId={projectId}
      onProject={(id) => void navigate({ to: TENDER_ROUTES.documents, search: id ? { projectId: id } : {} })}
    />
  );
}
