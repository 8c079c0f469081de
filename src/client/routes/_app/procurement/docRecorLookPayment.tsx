import { createFileRoute } from '@tanstack/react-router';
import { PaymentLookPage } from '@/client/features/fees';
import { projectSearch } from './-project-search';
import { responseIdSearch } from './-response-search';

export const Route = createFileRoute('/_app/procurement/docRecorLookPayment')({
  staticData: {
    title: 'supplier-response:titles.lookPayment',
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
  return <PaymentLookPage key={id ?? ''} projectId={projectId ?? ''} id={id ?? ''} />;
}
