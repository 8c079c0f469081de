import { Badge, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { type ListColumn, ListTable } from '@/client/features/tender-common';
import { BusinessTime } from '@/client/ui/business-time';
import type { HallBidder } from '@/shared/contracts/opening-hall';

/** The bidders that sent offers and whether they signed in (named once the offers close). */
export function HallBidders({ bidders }: { bidders: HallBidder[] }) {
  const { t } = useTranslation('opening-hall');
  const columns: ListColumn<HallBidder>[] = [
    {
      id: 'bidder',
      header: t('column.bidder'),
      cell: (b) =>
        b.supplierName ? (
          <Text fontWeight={b.mine ? 'semibold' : undefined}>{b.supplierName}</Text>
        ) : (
          <Text color="fg.muted">{t('detail.otherBidder')}</Text>
        ),
    },
    {
      id: 'signedIn',
      header: t('column.signedIn'),
      cell: (b) => (
        <Badge
          colorPalette={b.signedIn ? 'green' : 'gray'}
          data-testid="bidder-signed-in"
          data-signed-in={b.signedIn}
        >
          {b.signedIn ? t('hall.signedInBadge') : t('detail.notSignedIn')}
        </Badge>
      ),
    },
    {
      id: 'signedInAt',
      header: t('column.signedInAt'),
      cell: (b) => (b.signedInAt ? <BusinessTime at={b.signedInAt} fontSize="sm" /> : '-'),
    },
  ];
  return (
    <ListTable
      columns={columns}
      rows={bidders}
      rowKey={(b) => `${b.supplierDepartId}:${b.signedInAt ?? ''}:${b.supplierName ?? ''}`}
      empty={t('detail.noBidders')}
      testId="hall-bidders"
    />
  );
}
