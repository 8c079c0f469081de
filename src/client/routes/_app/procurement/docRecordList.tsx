import { createFileRoute } from '@tanstack/react-router';
import { VoucherListPage } from '@/client/features/fees';
import { projectSearch } from './-project-search';

export const Route = createFileRoute('/_app/procurement/docRecordList')({
  staticData: { title: 'supplier-response:titles.docRecordList', step: 2 },
  validateSearch: (search: Record<string, unknown>) => ({
    ...projectSearch(search),
    ...(typeof search.auditStatus === 'string' && search.auditStatus
      ? { auditStatus: search.auditStatus }
      : {}),
  }),
  component: VoucherListRoute,
});

function VoucherListRoute() {
  const { projectId, auditStatus } = Route.useSearch();
  return (
    <VoucherListPage
      key={`${projectId ?? ''}-${auditStatus ?? ''}`}
      projectId={projectId}
      auditStatus={auditStatus}
    />
  );
}
