import { Badge, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { BusinessTime } from '@/client/ui/business-time';
import type { ResultContentView } from '@/shared/contracts/results';

/** The winners the buyer confirmed, with their price and, when not ranked first, the reason. */
export function WinnerList({ view }: { view: ResultContentView }) {
  const { t } = useTranslation('results');
  if (view.winners.length === 0) return <Text color="fg.muted">{t('noWinners')}</Text>;
  return (
    <Stack as="ul" listStyleType="none" p="0" m="0" gap="3" data-testid="winner-list">
      {view.winners.map((w) => (
        <Card.Root as="li" key={w.orgId} variant="outline">
          <Card.Body p="3" gap="1" data-testid="winner-row">
            <HStack gap="2" wrap="wrap">
              <Badge colorPalette="green">{t('rank', { rank: w.rank })}</Badge>
              <Text fontWeight="semibold" overflowWrap="anywhere">
                {w.supplierName}
              </Text>
            </HStack>
            <Text fontSize="sm">
              {t('price')}: {w.price}
            </Text>
            {w.reason ? (
              <Text fontSize="sm" color="fg.muted">
                {t('reason')}: {w.reason}
              </Text>
            ) : null}
            <HStack gap="1">
              <Text fontSize="xs" color="fg.muted">
                {t('confirmedAt')}
              </Text>
              <BusinessTime at={w.confirmedAt} fontSize="xs" />
            </HStack>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
