import type { PriceChartSeries } from '@/shared/contracts/negotiation';

/** The x axis label of a chart point: '0' is the opening, k the k-th round. */
export const pointLabel = (x: string, t: (key: string, vars?: Record<string, unknown>) => string) =>
  x === '0' ? t('chart.offer') : t('chart.round', { no: x });

/** The chart's series as the table beside it shows them: one row per supplier, one column per point. */
export function chartTable(series: readonly PriceChartSeries[]) {
  const xData = series[0]?.xData ?? [];
  return {
    xData,
    rows: series.map((s) => ({
      supplierName: s.supplierName,
      prices: xData.map((_, i) => s.yData[i] ?? null),
    })),
  };
}
