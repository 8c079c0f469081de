import { createFileRoute } from '@tanstack/react-router';
import { UnpaidListPage } from '@/client/features/fees';
import { projectSearch } from './-project-search';

export const Route = createFileRoute('/_app/procurement/docRecordNoFreeList')({
  staticData: { title: 'supplier-response:titles.docRecordNoFreeList', step: 2 },
  validateSearch: projectSearch,
  component: UnpaidRoute,
});

function UnpaidRoute() {
  const { projectId } = Route.useSearch();
  return <UnpaidListPage key={projectId ?? ''} projectId={projectId} />;
}
