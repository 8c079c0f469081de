import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { session } from '@/client/data/session';
import { OfferLobbyPage } from '@/client/features/offers';
import { offerLobbyQueryOptions } from '@/client/features/offers/queries';
import { projectIdSearch } from '@/client/features/offers/search';
import { startRead } from '@/client/lib/start-read';
import { OFFER_LOBBY_FUNCTIONS, OFFER_LOBBY_ROUTES as R } from '@/shared/contracts/offer-lobby';
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

/** The opening screen (its own layout) and the opening hall; named by path, built by their areas. */
const OPENED_SCREEN = '/opened/openedScreen';
const OPENING_HALL = '/bidding/bidOpeningHall-list';

function LobbyRoute() {
  const { projectId } = Route.useSearch();
  const userId = useSnapshot(session).userInfo?.id ?? '';
  const navigate = useNavigate();
  const query = `?projectId=${encodeURIComponent(projectId)}`;
  return (
    <OfferLobbyPage
      key={projectId}
      userId={userId}
      projectId={projectId}
      onSendOffer={(id) => void navigate({ to: TENDER_ROUTES.offer, search: { projectId: id } })}
      onDetail={(offerId) => void navigate({ to: R.detail, search: { offerId } })}
      onOpenedScreen={() => void navigate({ href: `${OPENED_SCREEN}${query}` })}
      onHall={() => void navigate({ href: `${OPENING_HALL}${query}` })}
      onOpenSyncCentre={() => void navigate({ to: '/syncCentre' })}
    />
  );
}
