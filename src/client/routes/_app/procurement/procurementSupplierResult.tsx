import { createFileRoute } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { session } from '@/client/data/session';
import { SupplierResultsPage, supplierResultsQueryOptions } from '@/client/features/notices';
import { startRead } from '@/client/lib/start-read';
import { NOTICE_FUNCTIONS as F } from '@/shared/contracts/notices-paths';
import { userIdNow } from '../-session-user';

// The supplier organisation's outcome on every project it sent an offer to.
export const Route = createFileRoute('/_app/procurement/procurementSupplierResult')({
  staticData: { title: 'notices:titles.supplierResults', highlightMenuCode: F.supplierResults },
  loader: ({ context }) => startRead(context.queryClient, supplierResultsQueryOptions(userIdNow())),
  component: () => <SupplierResultsPage userId={useSnapshot(session).userInfo?.id ?? ''} />,
});
