import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { session } from '@/client/data/session';
import { SupplierClarificationDetailPage } from '@/client/features/clarifications';
import { supplierClarificationQueryOptions } from '@/client/features/clarifications/queries';
import { startRead } from '@/client/lib/start-read';
import { CLARIFICATION_ROUTES as R } from '@/shared/contracts/clarification-paths';
import { TENDER_FUNCTIONS } from '@/shared/contracts/tender-paths';
import { userIdNow } from '../-session-user';
import { clarificationSearch } from './-clarification-search';

// The supplier's clarification with 'confirm receipt'; opened from its clarification list.
export const Route = createFileRoute('/_app/procurement/procClarificationDetail')({
  staticData: {
    title: 'clarifications:titles.supplierDetail',
    highlightMenuCode: TENDER_FUNCTIONS.supplierClarifications,
  },
  validateSearch: clarificationSearch,
  loaderDeps: ({ search: { id } }) => ({ id }),
  loader: ({ context, deps }) => {
    if (deps.id) startRead(context.queryClient, supplierClarificationQueryOptions(userIdNow(), deps.id));
  },
  component: SupplierDetailRoute,
});

function SupplierDetailRoute() {
  const { id } = Route.useSearch();
  const userId = useSnapshot(session).userInfo?.id ?? '';
  const navigate = useNavigate();
  return (
    <SupplierClarificationDetailPage
      userId={userId}
      id={id ?? ''}
      onBack={() => void navigate({ to: R.supplierList })}
    />
  );
}
