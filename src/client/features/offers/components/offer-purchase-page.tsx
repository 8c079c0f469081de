import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/client/features/tender-common';
import type { OfferProjectScope } from '@/shared/contracts/offer-lobby';
import { offerProjectsQueryOptions } from '../api/lobby';
import { OfferProjectsTable } from './offer-projects-table';

export interface OfferPurchasePageProps {
  userId: string;
  onLobby(projectId: string): void;
  onDetail(offerId: string): void;
}

/** The list of the organisation's projects with offers; `underWay` keeps those not yet concluded. */
export function OfferProjectsList({
  userId,
  scope,
  onLobby,
  onDetail,
}: OfferPurchasePageProps & { scope: OfferProjectScope }) {
  const { t } = useTranslation('offers');
  const projects = useQuery(offerProjectsQueryOptions(userId, scope));
  return (
    <PageFrame
      title={t(scope === 'underWay' ? 'title.underWay' : 'title.purchase')}
      intro={t(scope === 'underWay' ? 'intro.underWay' : 'intro.purchase')}
      offline={projects.data?.offline}
      error={projects.error ?? projects.data?.error}
      testId={scope === 'underWay' ? 'offers-under-way' : 'offer-purchase'}
    >
      <OfferProjectsTable
        rows={projects.data?.data}
        loading={projects.isLoading}
        empty={t('empty.projects')}
        testId="offer-project"
        onLobby={onLobby}
        onDetail={onDetail}
      />
    </PageFrame>
  );
}

/** procurement/offerPurchase (spec 001 section 2.9): the supplier's offers by project. */
export function OfferPurchasePage(props: OfferPurchasePageProps) {
  return <OfferProjectsList {...props} scope="all" />;
}
