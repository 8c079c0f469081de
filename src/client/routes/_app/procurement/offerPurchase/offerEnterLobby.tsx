import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { session } from '@/client/data/session';
import { OfferLobbyPage } from '@/client/features/offers';
import { offerLobbyQueryOptions } from '@/client/features/offers/queries';
import { projectIdSearch } from '@/client/features/offers/search';
import { startRead } from '@/client/lib/start-read';
import { OFFER_LOBBY_FUNCTIONS, OFFER_LOBBY_ROUTES as R } from '@/shared/contracts/offer-lobby-paths';
import { OPENED_SCREEN_ROUTE } from '@/shared/contracts/opened-screen-paths';
import { OPENING_HALL_ROUTES } from '@/shared/contracts/opening-hall-paths';
import { TENDER_ROUTES } from '@/shared/contracts/tender-paths';
import { userIdNow } from '../../-session-user';

// The bidder's lobby of one project; reached from offerPurchase (not a menu entry).
export const Route = createFileRoute('/_app/procurement/offerPurchase/offerEnterLobby')({
  staticData: { title: 'offers:title.lobby', highlightMenuCode: OFFER_LOBBY_FUNCTIONS.purchase },
  validateSearch: projectIdSearch,
  loaderDeps: ({ search: { projectId } }) => ({ projectId }),
  loader: ({ context, deps }) => {
    if (deps.projectId) startRead(context.queryClient, offerLobbyQueryOptions(userIdNow(), deps.projectId));
  },
  component: LobbyRoute,
});

function LobbyRoute() {
  const { projectId } = Route.useSearch();
  const userId = useSnapshot(session).userInfo?.id ?? '';
  const navigate = useNavigate();
  return (
    <OfferLobbyPage
      key={projectId}
      userId={userId}
      projectId={projectId}
      onSendOffer={(id) => void navigate({ to: TENDER_ROUTES.offer, search: { projectId: id } })}
      onDetail={(offerId) => void navigate({ to: R.detail, search: { offerId } })}
      onOpenedScreen={(id) => void navigate({ to: OPENED_SCREEN_ROUTE, search: { projectId: id } })}
      onHall={(id) => void navigate({ to: OPENING_HALL_ROUTES.hallDetail, search: { projectId: id } })}
      onOpenSyncCentre={() => void navigate({ to: '/syncCentre' })}
    />
  );
}
