import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { BuyerDocumentsPage } from '@/client/features/documents';
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
    <BuyerDocumentsPage
      projectId={projectId}
      onProject={(id) => void navigate({ to: TENDER_ROUTES.documents, search: id ? { projectId: id } : {} })}
    />
  );
}
