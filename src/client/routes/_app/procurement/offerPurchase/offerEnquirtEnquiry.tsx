import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { session } from '@/client/data/session';
import { SupplierPage } from '@/client/features/negotiation';
import { supplierRoundsQueryOptions } from '@/client/features/negotiation/queries';
import { startRead } from '@/client/lib/start-read';
import { userIdNow } from '../../-session-user';

export const Route = createFileRoute('/_app/procurement/offerPurchase/offerEnquirtEnquiry')({
  staticData: { title: 'negotiation:titles.supplier' },
  loader: ({ context }) => {
    startRead(context.queryClient, supplierRoundsQueryOptions(userIdNow()));
  },
  component: EnquiryRoute,
});

function EnquiryRoute() {
  const userId = useSnapshot(session).userInfo?.id ?? '';
  const navigate = useNavigate();
  return <SupplierPage userId={userId} onOpenSyncCentre={() => void navigate({ to: '/syncCentre' })} />;
}
