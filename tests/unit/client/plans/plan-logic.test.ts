import { describe, expect, it } from 'vitest';
import { ALL_STATUSES, PLAN_SEARCH, planPageBody, tabCountsOf } from '@/client/features/plans/api/list-plans';
import { canActOnPlan, PLAN_ROW_ACTIONS } from '@/client/features/plans/lib/plan-actions';
import { lineAmountYuan, planTotal } from '@/client/features/plans/lib/plan-amounts';
import { formPathOf, validatePlanValues } from '@/client/features/plans/lib/plan-form-schema';
import {
  emptyLine,
  emptyPlanValues,
  mergePlanDraft,
  type PlanFormValues,
  planDraftKey,
  planOfPlanDraft,
  toSaveInput,
} from '@/client/features/plans/lib/plan-form-values';
import { PLAN_STATUS as S } from '@/shared/codes/plans';
import { planSaveSchema } from '@/shared/contracts/plans';

function values(lines: Partial<ReturnType<typeof emptyLine>>[]): PlanFormValues {
  return {
    ...emptyPlanValues({ id: 'dep-1', name: 'Procurement' }, 2027),
    title: 'Rails 2027',
    lines: lines.map((line) => ({
      ...emptyLine(),
      materialName: 'Rail',
      quantity: '1',
      unitCode: 'T',
      ...line,
    })),
  };
}

describe('plan form values', () => {
  it('turns unit prices typed in 10,000 yuan into exact yuan (only the decimal point moves)', () => {
    const input = toSaveInput(
      values([
        { unitPriceWan: '12.3456' },
        { unitPriceWan: '0.000001' },
        { unitPriceWan: '99999999999.999999' },
      ]),
      '00',
      undefined,
    );
    expect(input.lines.map((line) => line.unitPrice)).toEqual(['123456.00', '0.01', '999999999999999.99']);
    expect(planSaveSchema.safeParse(input).success).toBe(true);
  });

  it('names a unit price that is not whole cents under the 10,000-yuan field', () => {
    const errors = validatePlanValues(values([{ unitPriceWan: '1.0000001' }]), '00', undefined);
    expect(errors.lines?.[0]?.unitPriceWan?.message).toBe('validation:amount');
    const empty = validatePlanValues(values([{ unitPriceWan: '' }]), '00', undefined);
    expect(empty.lines?.[0]?.unitPriceWan?.message).toBe('validation:required');
  });

  it('puts the contract messages (i18n keys) on the form fields', () => {
    const errors = validatePlanValues(
      { ...values([{ quantity: '0', unitPriceWan: '1' }]), title: '', year: '1999' },
      '00',
      undefined,
    );
    expect(errors.title?.message).toBe('validation:required');
    expect(errors.year?.message).toBe('plan:validation.year');
    expect(errors.lines?.[0]?.quantity?.message).toBe('plan:validation.quantity');
    const none = validatePlanValues({ ...values([]), lines: [] }, '00', undefined);
    expect(none.lines?.root?.message).toBe('plan:validation.linesRequired');
    expect(formPathOf(['lines', 3, 'unitPrice'])).toBe('lines.3.unitPriceWan');
  });

  it('computes line amounts and the total exactly, half up to the cent', () => {
    expect(lineAmountYuan({ quantity: '3', unitPriceWan: '0.00001' })).toBe('0.30');
    expect(lineAmountYuan({ quantity: '0.3333', unitPriceWan: '0.0001' })).toBe('0.33');
    expect(lineAmountYuan({ quantity: '', unitPriceWan: '1' })).toBeUndefined();
    // 0.1 + 0.2 in floating point is 0.30000000000000004; here it is 0.30 yuan exactly.
    const total = planTotal([
      { quantity: '1', unitPriceWan: '0.00001' },
      { quantity: '1', unitPriceWan: '0.00002' },
      { quantity: 'x', unitPriceWan: '1' },
    ]);
    expect(total).toEqual({ yuan: '0.30', incomplete: 1 });
  });

  it('fills a stored draft back in by known string fields only', () => {
    const base = values([{ unitPriceWan: '1' }]);
    const merged = mergePlanDraft(base, {
      title: 'From the draft',
      year: 2028,
      evil: 'x',
      lines: [{ materialName: 'Sleeper', quantity: '5', injected: true }, 'bad'],
    });
    expect(merged.title).toBe('From the draft');
    expect(merged.year).toBe('2027');
    expect(merged.lines).toHaveLength(2);
    expect(merged.lines[0]).toMatchObject({ materialName: 'Sleeper', quantity: '5', unitPriceWan: '' });
    expect(merged.lines[0]).not.toHaveProperty('injected');
    expect(mergePlanDraft(base, null)).toEqual(base);
  });

  it('keys drafts by kind and plan', () => {
    expect(planDraftKey('00', undefined)).toBe('plan:00:new');
    expect(planOfPlanDraft('plan:02:p-9')).toEqual({ planType: '02', id: 'p-9' });
    expect(planOfPlanDraft('plan:01:new')).toEqual({ planType: '01' });
    expect(planOfPlanDraft('tenderProject:new')).toBeUndefined();
  });
});

describe('plan row actions by status', () => {
  const allowed = (status: string) => PLAN_ROW_ACTIONS.filter((action) => canActOnPlan(status, action));
  it('offers each status only its moves', () => {
    expect(allowed(S.DRAFT)).toEqual(['view', 'edit', 'submit', 'copy', 'cancel']);
    expect(allowed(S.SUBMITTED)).toEqual(['view', 'withdraw', 'approve', 'reject', 'copy']);
    expect(allowed(S.APPROVED)).toEqual(['view', 'copy', 'cancel']);
    expect(allowed(S.REJECTED)).toEqual(['view', 'edit', 'copy', 'cancel']);
    expect(allowed(S.PACKAGED)).toEqual(['view', 'copy']);
    expect(allowed(S.CANCELLED)).toEqual(['view', 'copy']);
  });
});

describe('plan page query', () => {
  it('sends only the filters that are set, amounts converted from 10,000s', () => {
    const query = { ...PLAN_SEARCH, pageNo: 2, pageSize: 30 };
    expect(planPageBody('01', query)).toEqual({ planType: '01', pageNo: 2, pageSize: 30 });
    expect(
      planPageBody('00', {
        ...query,
        keyword: ' rail ',
        year: '2027',
        status: S.SUBMITTED,
        amountMinWan: '1.5',
        amountMaxWan: 'abc',
      }),
    ).toEqual({
      planType: '00',
      pageNo: 2,
      pageSize: 30,
      keyword: 'rail',
      year: '2027',
      status: S.SUBMITTED,
      amountMin: '15000.00',
      amountMax: 'abc',
    });
  });

  it('reads the counts per status into the tabs, all being their sum', () => {
    const page = { records: [], total: 0, pageNo: 1, pageSize: 10, statusCounts: { '00': 2, '01': 3 } };
    expect(tabCountsOf(page)).toMatchObject({ '00': 2, '01': 3, '02': 0, '08': 0, [ALL_STATUSES]: 5 });
    expect(
      tabCountsOf({ ...page, statusCounts: undefined as unknown as Record<string, number> }),
    ).toBeUndefined();
  });
});
