import { createFileRoute } from '@tanstack/react-router';
import { ResponseListPage } from '@/client/features/signups';
import { responseListSearch } from './-response-search';

export const Route = createFileRoute('/_app/procurement/contactInfoNoAuditList')({
  staticData: { title: 'supplier-response:titles.noAuditList', step: 1 },
  validateSearch: responseListSearch,
  component: ListRoute,
});

function ListRoute() {
  const { projectId, tab } = Route.useSearch();
  return (
    <ResponseListPage
      key={`${projectId ?? ''}-${tab ?? ''}`}
      mode="noAudit"
      projectId={projectId}
      tab={tab}
    />
  );
}
