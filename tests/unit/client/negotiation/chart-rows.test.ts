import { describe, expect, it } from 'vitest';
import { chartTable, pointLabel } from '@/client/features/negotiation/lib/chart-rows';

/** The chart's table beside it: the spec's series (xData/yData) as rows of exact decimal text. */
describe('negotiation chart table', () => {
  const t = (key: string, vars?: Record<string, unknown>) => `${key}${vars ? `:${String(vars.no)}` : ''}`;

  it('labels the opening and the rounds', () => {
    expect(pointLabel('0', t)).toBe('chart.offer');
    expect(pointLabel('2', t)).toBe('chart.round:2');
  });

  it('keeps one row per supplier and each price as sent, null where it was not in a round', () => {
    const table = chartTable([
      {
        priceTypeCode: '01',
        currencyCode: 'CNY',
        supplierName: 'A',
        xData: ['0', '1'],
        yData: ['100.10', '99.90'],
      },
      { priceTypeCode: '01', currencyCode: 'CNY', supplierName: 'B', xData: ['0', '1'], yData: ['98.00'] },
    ]);
    expect(table.xData).toEqual(['0', '1']);
    expect(table.rows).toEqual([
      { supplierName: 'A', prices: ['100.10', '99.90'] },
      { supplierName: 'B', prices: ['98.00', null] },
    ]);
    expect(chartTable([])).toEqual({ xData: [], rows: [] });
  });
});
