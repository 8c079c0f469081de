import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { session } from '@/client/data/session';
import { OfferPurchasePage } from '@/client/features/offers';
import { offerProjectsQueryOptions } from '@/client/features/offers/queries';
import { startRead } from '@/client/lib/start-read';
import { OFFER_LOBBY_FUNCTIONS, OFFER_LOBBY_ROUTES as R } from '@/shared/contracts/offer-lobby-paths';
import { userIdNow } from '../../-session-user';

// Spec 001 section 2.9: the supplier's offers by project, leading to each project's lobby.
export const Route = createFileRoute('/_app/procurement/offerPurchase/')({
  staticData: { title: 'offers:title.purchase', highlightMenuCode: OFFER_LOBBY_FUNCTIONS.purchase },
  loader: ({ context }) => startRead(context.queryClient, offerProjectsQueryOptions(userIdNow(), 'all')),
  component: PurchaseRoute,
});

function PurchaseRoute() {
  const userId = useSnapshot(session).userInfo?.id ?? '';
  const navigate = useNavigate();
  return (
    <OfferPurchasePage
      userId={userId}
      onLobby={(projectId) => void navigate({ to: R.lobby, search: { projectId } })}
      onDetail={(offerId) => void navigate({ to: R.detail, search: { offerId } })}
    />
  );
}
