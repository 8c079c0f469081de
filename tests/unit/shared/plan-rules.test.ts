import { describe, expect, it } from 'vitest';
import {
  CONSTRUCTION_STATUS,
  canMoveConstructionStatus,
  canMovePlanStatus,
  canMoveSchemeStatus,
  PLAN_STATUS,
  PLAN_STATUS_TRANSITIONS,
  SCHEME_STATUS,
} from '@/shared/codes/plans';
import {
  centsToYuan,
  checkAnnualEnvelope,
  isValidQuantity,
  lineAmountCents,
  sumCents,
  wanToYuan,
  yuanToCents,
  yuanToWan,
} from '@/shared/rules/plan-money';

describe('plan status moves', () => {
  it('follows the chain of design note section 7 and refuses skips', () => {
    expect(canMovePlanStatus(PLAN_STATUS.DRAFT, PLAN_STATUS.SUBMITTED)).toBe(true);
    expect(canMovePlanStatus(PLAN_STATUS.SUBMITTED, PLAN_STATUS.APPROVED)).toBe(true);
    expect(canMovePlanStatus(PLAN_STATUS.DRAFT, PLAN_STATUS.APPROVED)).toBe(false);
    expect(canMovePlanStatus(PLAN_STATUS.APPROVED, PLAN_STATUS.PACKAGED)).toBe(false);
    expect(canMovePlanStatus(PLAN_STATUS.PACKAGED, PLAN_STATUS.ALLOCATED)).toBe(true);
    expect(canMovePlanStatus(PLAN_STATUS.IN_SCHEME, PLAN_STATUS.CANCELLED)).toBe(false);
  });

  it('has final states and refuses unknown codes', () => {
    expect(PLAN_STATUS_TRANSITIONS[PLAN_STATUS.PROCURED]).toEqual([]);
    expect(PLAN_STATUS_TRANSITIONS[PLAN_STATUS.CANCELLED]).toEqual([]);
    expect(canMovePlanStatus('99', PLAN_STATUS.DRAFT)).toBe(false);
    expect(canMovePlanStatus('toString', PLAN_STATUS.DRAFT)).toBe(false);
  });

  it('moves schemes and construction projects only along their tables', () => {
    expect(canMoveSchemeStatus(SCHEME_STATUS.APPROVED, SCHEME_STATUS.EXECUTED)).toBe(true);
    expect(canMoveSchemeStatus(SCHEME_STATUS.SUBMITTED, SCHEME_STATUS.EXECUTED)).toBe(false);
    expect(canMoveSchemeStatus(SCHEME_STATUS.EXECUTED, SCHEME_STATUS.DRAFT)).toBe(false);
    expect(
      canMoveConstructionStatus(CONSTRUCTION_STATUS.SUSPENDED, CONSTRUCTION_STATUS.UNDER_CONSTRUCTION),
    ).toBe(true);
    expect(canMoveConstructionStatus(CONSTRUCTION_STATUS.COMPLETED, CONSTRUCTION_STATUS.PREPARING)).toBe(
      false,
    );
  });
});

describe('plan money', () => {
  it('holds amounts as cents within 15 integer digits and 2 decimals', () => {
    expect(yuanToCents('1234.5')).toBe(123450n);
    expect(yuanToCents('999999999999999.99')).toBe(99999999999999999n);
    expect(yuanToCents('1000000000000000')).toBeUndefined();
    expect(yuanToCents('1.005')).toBeUndefined();
    expect(yuanToCents('-1')).toBeUndefined();
    expect(yuanToCents('1e3')).toBeUndefined();
    expect(centsToYuan(5n)).toBe('0.05');
    expect(centsToYuan(123450n)).toBe('1234.50');
  });

  it('converts 10,000s to yuan by moving the point, exactly', () => {
    expect(wanToYuan('12.3456')).toBe('123456.00');
    expect(wanToYuan('0.000001')).toBe('0.01');
    expect(wanToYuan('0.0000001')).toBeUndefined();
    expect(wanToYuan('99999999999.999999')).toBe('999999999999999.99');
    expect(wanToYuan('100000000000')).toBeUndefined();
    expect(yuanToWan('123456.00')).toBe('12.3456');
    expect(yuanToWan('50000')).toBe('5');
    expect(yuanToWan('0.01')).toBe('0.000001');
  });

  it('multiplies quantity by price with half-up rounding to the cent', () => {
    expect(lineAmountCents('3', '0.10')).toBe(30n);
    expect(lineAmountCents('1.5', '0.33')).toBe(50n); // 0.495 -> 0.50
    expect(lineAmountCents('1.4999', '0.01')).toBe(1n);
    expect(lineAmountCents('0.0001', '0.01')).toBe(0n);
    expect(lineAmountCents('100000000000', '100000')).toBeUndefined();
    expect(lineAmountCents('1.00001', '1')).toBeUndefined();
  });

  it('sums exactly where floats would drift', () => {
    const tenths = Array.from({ length: 10 }, () => yuanToCents('0.1') ?? 0n);
    expect(centsToYuan(sumCents(tenths))).toBe('1.00');
    expect(centsToYuan(sumCents([yuanToCents('999999999999999.99') ?? 0n, 1n]))).toBe('1000000000000000.00');
  });

  it('accepts positive quantities only', () => {
    expect(isValidQuantity('0.0001')).toBe(true);
    expect(isValidQuantity('0')).toBe(false);
    expect(isValidQuantity('1.00001')).toBe(false);
    expect(isValidQuantity('1000000000000')).toBe(false);
  });

  it('judges the annual envelope', () => {
    expect(checkAnnualEnvelope(1000n, 400n, 600n)).toEqual({ over: false, remainingCents: 0n });
    expect(checkAnnualEnvelope(1000n, 400n, 601n)).toEqual({ over: true, remainingCents: -1n });
    expect(checkAnnualEnvelope(undefined, 0n, 1n).over).toBe(true);
  });
});
