import { describe, expect, it } from 'vitest';
import { lineFilterBody, PLAN_LINE_SEARCH } from '@/client/features/plans/api/line-query';

describe('the line query body', () => {
  it('sends only the filters that are set, amounts typed in 10,000s as exact yuan', () => {
    expect(lineFilterBody('00', PLAN_LINE_SEARCH)).toEqual({ planType: '00' });
    expect(
      lineFilterBody('01', {
        ...PLAN_LINE_SEARCH,
        year: ' 2026 ',
        departId: 'dep-1',
        categoryCode: 'C01',
        amountMinWan: '0.0001',
        amountMaxWan: '12.345678',
      }),
    ).toEqual({
      planType: '01',
      year: '2026',
      departId: 'dep-1',
      categoryCode: 'C01',
      amountMin: '1.00',
      amountMax: '123456.78',
    });
  });
});
