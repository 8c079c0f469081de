import { createFileRoute } from '@tanstack/react-router';
import { ResponseListPage } from '@/client/features/signups';
import { responseListSearch } from './-response-search';

export const Route = createFileRoute('/_app/procurement/wastecontractInfoAuditList')({
  staticData: { title: 'supplier-response:titles.wasteList', step: 1 },
  validateSearch: responseListSearch,
  component: ListRoute,
});

function ListRoute() {
  const { projectId, tab } = Route.useSearch();
  return (
    <ResponseListPage key={`${projectId ?? ''}-${tab ?? ''}`} mode="waste" projectId={projectId} tab={tab} />
  );
}
