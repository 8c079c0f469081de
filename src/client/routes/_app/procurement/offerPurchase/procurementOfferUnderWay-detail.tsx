import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { session } from '@/client/data/session';
import { OfferDetailPage } from '@/client/features/offers';
import { offerDetailQueryOptions } from '@/client/features/offers/queries';
import { offerIdSearch } from '@/client/features/offers/search';
import { startRead } from '@/client/lib/start-read';
import { OFFER_LOBBY_FUNCTIONS, OFFER_LOBBY_ROUTES as R } from '@/shared/contracts/offer-lobby-paths';
import { userIdNow } from '../../-session-user';

// One offer under way (spec 001 section 2.9); reached from offerPurchase, the lobby and the drive's tab.
export const Route = createFileRoute('/_app/procurement/offerPurchase/procurementOfferUnderWay-detail')({
  staticData: { title: 'offers:title.detail', highlightMenuCode: OFFER_LOBBY_FUNCTIONS.purchase },
  validateSearch: offerIdSearch,
  loaderDeps: ({ search: { offerId } }) => ({ offerId }),
  loader: ({ context, deps }) => {
    if (deps.offerId) startRead(context.queryClient, offerDetailQueryOptions(userIdNow(), deps.offerId));
  },
  component: DetailRoute,
});

function DetailRoute() {
  const { offerId } = Route.useSearch();
  const userId = useSnapshot(session).userInfo?.id ?? '';
  const navigate = useNavigate();
  return (
    <OfferDetailPage
      key={offerId}
      userId={userId}
      offerId={offerId}
      onLobby={(projectId) => void navigate({ to: R.lobby, search: { projectId } })}
      onDetail={(id) => void navigate({ to: R.detail, search: { offerId: id } })}
    />
  );
}
