import { Box, Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { PriceChartSeries } from '@/shared/contracts/negotiation';
import { chartTable, pointLabel } from '../lib/chart-rows';

/** The multi-round price table (manyTablePrice): the chart's numbers as exact decimal text. */
export function PriceTable({ series }: { series: readonly PriceChartSeries[] }) {
  const { t } = useTranslation('negotiation');
  const { xData, rows } = chartTable(series);
  return (
    // Scrolls inside itself on a phone, never the page; reachable by keyboard.
    <Box overflowX="auto" maxW="full" tabIndex={0} role="region" aria-label={t('chart.caption')}>
      <Table.Root size="sm" variant="outline" data-testid="negotiation-price-table">
        <Table.Caption captionSide="top" textAlign="start">
          {t('chart.caption')}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">{t('fields.supplier')}</Table.ColumnHeader>
            {xData.map((x) => (
              <Table.ColumnHeader key={x} scope="col" textAlign="end">
                {pointLabel(x, t)}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.supplierName}>
              <Table.Cell as="th" scope="row" fontWeight="medium">
                {row.supplierName}
              </Table.Cell>
              {row.prices.map((price, i) => (
                <Table.Cell key={xData[i]} textAlign="end" fontVariantNumeric="tabular-nums">
                  {price ?? '—'}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
