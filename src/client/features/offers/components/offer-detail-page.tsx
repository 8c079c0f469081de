import { Button, DataList, HStack, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  CodeBadge,
  DeadlineText,
  PageFrame,
  ProjectCell,
  ProjectStatusBadge,
} from '@/client/features/tender-common';
import { formatDateTime } from '@/shared/format/time';
import { offerDetailQueryOptions } from '../api/lobby';
import { ReceiptCheck } from './receipt-check';

export interface OfferDetailPageProps {
  userId: string;
  offerId: string;
  onLobby(projectId: string): void;
  onDetail(offerId: string): void;
}

/** procurement/offerPurchase/procurementOfferUnderWay-detail: one offer of the organisation. */
export function OfferDetailPage({ userId, offerId, onLobby, onDetail }: OfferDetailPageProps) {
  const { t } = useTranslation('offers');
  const detail = useQuery(offerDetailQueryOptions(userId, offerId));
  const view = detail.data?.data;
  const offer = view?.offer;
  const item = (label: string, value: React.ReactNode, testId?: string) => (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue data-testid={testId}>{value}</DataList.ItemValue>
    </DataList.Item>
  );
  return (
    <PageFrame
      title={t('title.detail')}
      offline={detail.data?.offline}
      error={detail.error ?? detail.data?.error}
      testId="offer-detail"
    >
      {view && offer ? (
        <Stack gap="4">
          <DataList.Root orientation={{ base: 'vertical', md: 'horizontal' }} size="sm">
            {item(t('columns.project'), <ProjectCell name={view.projectName} code={view.projectCode} />)}
            {item(t('columns.projectStatus'), <ProjectStatusBadge code={view.projectStatus} />)}
            {item(
              t('columns.offerStatus'),
              <CodeBadge group="offerStatus" code={offer.status} testId="detail-status" />,
            )}
            {item(t('columns.quoteEnd'), <DeadlineText at={view.quoteEndTime} />)}
            {item(t('columns.receivedAt'), formatDateTime(offer.receivedAt))}
            {offer.withdrawnAt
              ? item(
                  t('columns.withdrawn'),
                  `${t(`reason.${offer.withdrawReason ?? '01'}`)} · ${formatDateTime(offer.withdrawnAt)}`,
                  'detail-withdrawn',
                )
              : null}
          </DataList.Root>
          <ReceiptCheck offer={offer} kept={detail.data?.kept ?? []} />
          <HStack gap="2" flexWrap="wrap">
            <Button
              size="sm"
              minH="10"
              colorPalette="brand"
              onClick={() => onLobby(view.projectId)}
              data-testid="detail-lobby"
            >
              {t('actions.enterLobby')}
            </Button>
            {offer.replacedBy ? (
              <Button
                size="sm"
                minH="10"
                variant="outline"
                onClick={() => onDetail(offer.replacedBy ?? '')}
                data-testid="detail-replaced-by"
              >
                {t('actions.replacement')}
              </Button>
            ) : null}
          </HStack>
        </Stack>
      ) : null}
    </PageFrame>
  );
}
