import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ClarificationDetailPage } from '@/client/features/clarifications';
import { clarificationDetailQueryOptions } from '@/client/features/clarifications/queries';
import { startRead } from '@/client/lib/start-read';
import { CLARIFICATION_ROUTES as R } from '@/shared/contracts/clarification-paths';
import { TENDER_FUNCTIONS } from '@/shared/contracts/tender-paths';
import { clarificationSearch } from './-clarification-search';

// Opened from a row of the clarification list, which stays highlighted.
export const Route = createFileRoute('/_app/procurement/procClarificationReleaseDetail')({
  staticData: {
    title: 'clarifications:titles.releaseDetail',
    highlightMenuCode: TENDER_FUNCTIONS.clarifications,
  },
  validateSearch: clarificationSearch,
  loaderDeps: ({ search: { id } }) => ({ id }),
  loader: ({ context, deps }) => {
    if (deps.id) startRead(context.queryClient, clarificationDetailQueryOptions('buyer', deps.id));
  },
  component: ReleaseDetailRoute,
});

function ReleaseDetailRoute() {
  const { id } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <ClarificationDetailPage
      reader="buyer"
      id={id ?? ''}
      onReceipts={(cid) => void navigate({ to: R.receiptDetail, search: { id: cid } })}
      onBack={() => void navigate({ to: R.buyerList })}
    />
  );
}
