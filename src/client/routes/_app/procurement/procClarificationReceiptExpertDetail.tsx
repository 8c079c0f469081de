import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ClarificationReceiptsPage } from '@/client/features/clarifications';
import { clarificationReceiptsQueryOptions } from '@/client/features/clarifications/queries';
import { startRead } from '@/client/lib/start-read';
import { CLARIFICATION_FUNCTIONS, CLARIFICATION_ROUTES as R } from '@/shared/contracts/clarification-paths';
import { clarificationSearch } from './-clarification-search';

// The committee's read-only receipts, opened from the expert's clarification list.
export const Route = createFileRoute('/_app/procurement/procClarificationReceiptExpertDetail')({
  staticData: {
    title: 'clarifications:titles.expertReceipts',
    highlightMenuCode: CLARIFICATION_FUNCTIONS.expert,
  },
  validateSearch: clarificationSearch,
  loaderDeps: ({ search: { id } }) => ({ id }),
  loader: ({ context, deps }) => {
    if (deps.id) startRead(context.queryClient, clarificationReceiptsQueryOptions('expert', deps.id));
  },
  component: ExpertReceiptsRoute,
});

function ExpertReceiptsRoute() {
  const { id } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <ClarificationReceiptsPage
      reader="expert"
      id={id ?? ''}
      onBack={() => void navigate({ to: R.expertList })}
    />
  );
}
