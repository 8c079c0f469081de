import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { chartQueryOptions, type NegotiationRole } from '../api/reads';
import { PriceChart } from './price-chart';
import { PriceTable } from './price-table';

/** The project's price chart with its table beside it (below it on a phone). */
export function ChartSection({
  reader: role,
  userId,
  projectId,
}: {
  reader: NegotiationRole;
  userId: string;
  projectId: string;
}) {
  const { t } = useTranslation('negotiation');
  const chart = useQuery(chartQueryOptions(role, userId, projectId));
  const series = chart.data?.data ?? [];
  return (
    <Stack gap="3" data-testid="negotiation-chart-section">
      <Heading size="md">{t('chart.heading')}</Heading>
      {chart.data && series.length === 0 ? <Text color="fg.muted">{t('chart.none')}</Text> : null}
      {series.length > 0 ? (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
          <PriceChart series={series} />
          <PriceTable series={series} />
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
