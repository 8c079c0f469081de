import { Box, Heading, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardChart } from '@/shared/contracts/dashboard';
import { chartRows } from '../lib/dashboard-rows';
import { WorkChart } from './work-chart';

/** The organisation's projects by status and budgets by month: a drawing and, beside it, the same as tables. */
export function ChartSection({ chart }: { chart: DashboardChart }) {
  const { t } = useTranslation(['dashboard', 'codes']);
  // Kept while the chart is the same, so the drawing is not redone on every render.
  const rows = useMemo(() => chartRows(t, chart), [t, chart]);
  if (rows.empty) return null;
  return (
    <Stack gap="3" data-testid="dashboard-chart-section" minW="0">
      <Heading as="h3" size="md">
        {t('dashboard:chart.heading')}
      </Heading>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start" minW="0">
        <WorkChart byStatus={rows.byStatus} byMonth={rows.byMonth} />
        <Stack gap="4" minW="0">
          <Box
            overflowX="auto"
            maxW="full"
            tabIndex={0}
            role="region"
            aria-label={t('dashboard:chart.byStatus')}
          >
            <Table.Root size="sm" variant="outline" data-testid="dashboard-status-table">
              <Table.Caption captionSide="top" textAlign="start">
                {t('dashboard:chart.byStatus')}
              </Table.Caption>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader scope="col">{t('dashboard:chart.status')}</Table.ColumnHeader>
                  <Table.ColumnHeader scope="col" textAlign="end">
                    {t('dashboard:chart.count')}
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.byStatus.map((r) => (
                  <Table.Row key={r.status}>
                    <Table.Cell as="th" scope="row" fontWeight="medium">
                      {r.label}
                    </Table.Cell>
                    <Table.Cell textAlign="end">{r.count}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
          <Box
            overflowX="auto"
            maxW="full"
            tabIndex={0}
            role="region"
            aria-label={t('dashboard:chart.byMonth')}
          >
            <Table.Root size="sm" variant="outline" data-testid="dashboard-month-table">
              <Table.Caption captionSide="top" textAlign="start">
                {t('dashboard:chart.byMonth')}
              </Table.Caption>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader scope="col">{t('dashboard:chart.month')}</Table.ColumnHeader>
                  <Table.ColumnHeader scope="col" textAlign="end">
                    {t('dashboard:chart.count')}
                  </Table.ColumnHeader>
                  <Table.ColumnHeader scope="col" textAlign="end">
                    {t('dashboard:chart.amount')}
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.byMonth.map((r) => (
                  <Table.Row key={r.month}>
                    <Table.Cell as="th" scope="row" fontWeight="medium">
                      {r.month}
                    </Table.Cell>
                    <Table.Cell textAlign="end">{r.count}</Table.Cell>
                    <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                      <Text as="span">{r.amount}</Text>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
