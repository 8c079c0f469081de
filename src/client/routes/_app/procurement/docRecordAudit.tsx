import { createFileRoute } from '@tanstack/react-router';
import { VoucherAuditPage } from '@/client/features/fees';
import { projectSearch } from './-project-search';
import { responseIdSearch } from './-response-search';

export const Route = createFileRoute('/_app/procurement/docRecordAudit')({
  staticData: {
    title: 'supplier-response:titles.docRecordAudit',
    step: 2,
    highlightMenuCode: 'procurement-docRecordList',
  },
  validateSearch: (search: Record<string, unknown>) => ({
    ...projectSearch(search),
    ...responseIdSearch(search),
  }),
  component: VoucherRoute,
});

function VoucherRoute() {
  const { projectId, id } = Route.useSearch();
  return <VoucherAuditPage key={id ?? ''} projectId={projectId ?? ''} id={id ?? ''} />;
}
