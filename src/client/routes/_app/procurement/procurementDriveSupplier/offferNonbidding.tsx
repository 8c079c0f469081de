import { Tabs } from '@chakra-ui/react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { session } from '@/client/data/session';
import { OfferProjectsList } from '@/client/features/offers';
import { ParticipationListPage } from '@/client/features/participation';
import { OFFER_LOBBY_ROUTES } from '@/shared/contracts/offer-lobby-paths';
import { PARTICIPATION_FUNCTIONS, PARTICIPATION_ROUTES } from '@/shared/contracts/participation-paths';

// Spec 001 section 2.10: offers under way (tabs: the projects the organisation takes part in, and its
// offers still under way: taking offers, opening or in evaluation).
export const Route = createFileRoute('/_app/procurement/procurementDriveSupplier/offferNonbidding')({
  staticData: {
    title: 'participation:drive.tabs.offferNonbidding',
    isTab: false,
    highlightMenuCode: PARTICIPATION_FUNCTIONS.drive,
  },
  component: NonbiddingRoute,
});

function NonbiddingRoute() {
  const { t } = useTranslation('offers');
  const navigate = useNavigate();
  const userId = useSnapshot(session).userInfo?.id ?? '';
  return (
    <Tabs.Root defaultValue="participating" lazyMount variant="line" data-testid="nonbidding-tabs">
      <Tabs.List flexWrap="wrap">
        <Tabs.Trigger value="participating" minH="10" data-testid="tab-participating">
          {t('tabs.participating')}
        </Tabs.Trigger>
        <Tabs.Trigger value="underWay" minH="10" data-testid="tab-under-way">
          {t('tabs.underWay')}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="participating">
        <ParticipationListPage
          variant="generic"
          list="proceed"
          embedded
          onOpen={(projectId) => void navigate({ to: PARTICIPATION_ROUTES.drive, search: { projectId } })}
        />
      </Tabs.Content>
      <Tabs.Content value="underWay">
        <OfferProjectsList
          userId={userId}
          scope="underWay"
          onLobby={(projectId) => void navigate({ to: OFFER_LOBBY_ROUTES.lobby, search: { projectId } })}
          onDetail={(offerId) => void navigate({ to: OFFER_LOBBY_ROUTES.detail, search: { offerId } })}
        />
      </Tabs.Content>
    </Tabs.Root>
  );
}
