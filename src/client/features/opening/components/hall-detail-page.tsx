import { Button, DataList, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DeadlineText, PageFrame, ProjectCell, ProjectStatusBadge } from '@/client/features/tender-common';
import { BusinessTime } from '@/client/ui/business-time';
import { PURCHASE_STATUS } from '@/shared/codes/procurement';
import type { HallProjectRow } from '@/shared/contracts/opening-hall';
import { OPENING_HALL_ROUTES as R } from '@/shared/contracts/opening-hall-paths';
import { hallDetailQueryOptions } from '../api/hall';
import { HallActions } from './hall-actions';
import { HallBidders } from './hall-bidders';
import { OutcomeText } from './outcome-text';

function stateOf(p: HallProjectRow): string {
  if (p.openedAt) return 'opened';
  if (p.status === PURCHASE_STATUS.PUBLISHED) return 'open';
  if (p.status === PURCHASE_STATUS.OPENING) return 'waiting';
  return 'other';
}

/** /bidding/bidOpeningHall-detail?projectId=: one project's hall. */
export function HallDetailPage({ projectId }: { projectId: string }) {
  const { t } = useTranslation('opening-hall');
  const query = useQuery(hallDetailQueryOptions(projectId));
  const view = query.data;
  const p = view?.project;
  return (
    <PageFrame
      title={t('detail.title', { name: p?.projectName ?? '' })}
      error={query.error}
      testId="opening-hall-detail"
    >
      <Button asChild variant="ghost" size="sm" alignSelf="flex-start" minH="10">
        <Link to={R.hall}>{t('hall.back')}</Link>
      </Button>
      {view && p ? (
        <Stack gap="5">
          <DataList.Root orientation="horizontal" size="sm" gap="2">
            <DataList.Item>
              <DataList.ItemLabel minW="24">{t('column.project')}</DataList.ItemLabel>
              <DataList.ItemValue minW="0">
                <ProjectCell name={p.projectName} code={p.projectCode} />
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel minW="24">{t('column.quoteEnd')}</DataList.ItemLabel>
              <DataList.ItemValue>
                <DeadlineText at={p.quoteEndTime} testId="hall-deadline" />
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel minW="24">{t('detail.state')}</DataList.ItemLabel>
              <DataList.ItemValue>
                <Stack gap="1">
                  <ProjectStatusBadge code={p.status} />
                  <Text fontSize="sm" data-testid="hall-state" data-state={stateOf(p)}>
                    {t(`state.${stateOf(p)}`)}
                  </Text>
                </Stack>
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel minW="24">{t('column.outcome')}</DataList.ItemLabel>
              <DataList.ItemValue minW="0">
                <OutcomeText outcome={p} />
              </DataList.ItemValue>
            </DataList.Item>
            {view.side === 'supplier' && p.signedIn ? (
              <DataList.Item>
                <DataList.ItemLabel minW="24">{t('column.signedIn')}</DataList.ItemLabel>
                <DataList.ItemValue data-testid="hall-my-sign-in">
                  <BusinessTime at={view.bidders.find((b) => b.mine)?.signedInAt ?? ''} fontSize="sm" />
                </DataList.ItemValue>
              </DataList.Item>
            ) : null}
          </DataList.Root>
          <HallActions view={view} />
          <Stack gap="2">
            <Text fontWeight="semibold">{t('detail.bidders')}</Text>
            <Text fontSize="sm" color="fg.muted" data-testid="hall-count">
              {t('detail.countOffers', { count: p.offerCount, signedIn: p.signedInCount })}
            </Text>
            {view.side === 'buyer' && !view.bidders.some((b) => b.supplierName) && view.bidders.length > 0 ? (
              <Text fontSize="sm" color="fg.muted">
                {t('detail.biddersHidden')}
              </Text>
            ) : null}
            <HallBidders bidders={view.bidders} />
          </Stack>
        </Stack>
      ) : null}
    </PageFrame>
  );
}
