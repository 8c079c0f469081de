import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/plan.json';
import fr from '../../../locales/fr/plan.json';
import zh from '../../../locales/zh/plan.json';
import {
  PLAN_MAX_LINES,
  PLAN_MESSAGES,
  planPageSchema,
  planSaveSchema,
  planTransitionSchema,
} from '@/shared/contracts/plans';

const line = { materialName: '钢轨', quantity: '12.5', unitCode: 'T', unitPrice: '4800.00' };
const plan = { planType: '00', departId: 'd1', year: '2027', title: '2027 轨道材料', lines: [line] };

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe('plan contracts', () => {
  it('accepts a plan and reads the year as a number', () => {
    const parsed = planSaveSchema.parse(plan);
    expect(parsed.year).toBe(2027);
    expect(parsed.lines[0]?.quantity).toBe('12.5');
  });

  it('refuses a zero quantity, a float amount and a product past the limit', () => {
    const zero = planSaveSchema.safeParse({ ...plan, lines: [{ ...line, quantity: '0' }] });
    expect(firstMessage(zero)).toBe(PLAN_MESSAGES.quantity);
    const float = planSaveSchema.safeParse({ ...plan, lines: [{ ...line, unitPrice: 4800 }] });
    expect(firstMessage(float)).toBe('validation:amountText');
    const huge = planSaveSchema.safeParse({
      ...plan,
      lines: [{ ...line, quantity: '100000000000', unitPrice: '100000' }],
    });
    expect(firstMessage(huge)).toBe(PLAN_MESSAGES.lineAmount);
  });

  it('needs lines, at most PLAN_MAX_LINES of them, and a year in range', () => {
    expect(firstMessage(planSaveSchema.safeParse({ ...plan, lines: [] }))).toBe(PLAN_MESSAGES.linesRequired);
    const many = Array.from({ length: PLAN_MAX_LINES + 1 }, () => line);
    expect(firstMessage(planSaveSchema.safeParse({ ...plan, lines: many }))).toBe(PLAN_MESSAGES.tooManyLines);
    expect(firstMessage(planSaveSchema.safeParse({ ...plan, year: '1999' }))).toBe(PLAN_MESSAGES.year);
  });

  it('asks a reason for reject and cancel only', () => {
    expect(planTransitionSchema.safeParse({ id: 'p1', action: 'approve' }).success).toBe(true);
    expect(firstMessage(planTransitionSchema.safeParse({ id: 'p1', action: 'reject', reason: ' ' }))).toBe(
      PLAN_MESSAGES.reasonRequired,
    );
  });

  it('checks the amount range of the query', () => {
    expect(planPageSchema.parse({ planType: '01', amountMin: '' }).amountMin).toBeUndefined();
    expect(planPageSchema.safeParse({ planType: '01', amountMax: '1.001' }).success).toBe(false);
  });

  it('has every message in zh, en and fr', () => {
    for (const key of Object.values(PLAN_MESSAGES)) {
      const name = key.replace('plan:validation.', '') as keyof typeof zh.validation;
      for (const locale of [zh, en, fr]) expect(locale.validation[name]).toBeTruthy();
    }
  });
});
