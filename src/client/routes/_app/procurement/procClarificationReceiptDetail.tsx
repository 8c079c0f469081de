import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ClarificationReceiptsPage } from '@/client/features/clarifications';
import { clarificationReceiptsQueryOptions } from '@/client/features/clarifications/queries';
import { startRead } from '@/client/lib/start-read';
import { CLARIFICATION_ROUTES as R } from '@/shared/contracts/clarification-paths';
import { TENDER_FUNCTIONS } from '@/shared/contracts/tender-paths';
import { clarificationSearch } from './-clarification-search';

// Who confirmed receipt and when; remind the others. Opened from a row of the clarification list.
export const Route = createFileRoute('/_app/procurement/procClarificationReceiptDetail')({
  staticData: {
    title: 'clarifications:titles.receiptDetail',
    highlightMenuCode: TENDER_FUNCTIONS.clarifications,
  },
  validateSearch: clarificationSearch,
  loaderDeps: ({ search: { id } }) => ({ id }),
  loader: ({ context, deps }) => {
    if (deps.id) startRead(context.queryClient, clarificationReceiptsQueryOptions('buyer', deps.id));
  },
  component: ReceiptDetailRoute,
});

function ReceiptDetailRoute() {
  const { id } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <ClarificationReceiptsPage
      reader="buyer"
      id={id ?? ''}
      onBack={() => void navigate({ to: R.buyerList })}
    />
  );
}
