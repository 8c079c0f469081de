import { describe, expect, it } from 'vitest';
import {
  subjectMatterMergeSchema,
  subjectMatterRowSchema,
  subjectMatterSaveSchema,
} from '@/shared/contracts/subject-matters';
import { lineAmountCents } from '@/shared/rules/plan-money';
import { quantityUnits, sumQuantities, unitsToQuantity } from '@/shared/rules/subject-matter-quantities';

/** Subject matters' exact decimals: quantity sums for merges and the line amount (quantity x price). */
describe('subject matter quantities and amounts', () => {
  it('sums quantities exactly, where binary floating point would not', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumQuantities(['0.1', '0.2'])).toBe('0.3');
    expect(sumQuantities(['1234.5678', '0.0002', '1'])).toBe('1235.568');
    expect(sumQuantities(['999999999999.9999', '0.0001'])).toBeUndefined();
    expect(sumQuantities(['499999999999.9999', '500000000000'])).toBe('999999999999.9999');
    expect(sumQuantities(['1.23456'])).toBeUndefined();
    expect(sumQuantities(['-1'])).toBeUndefined();
    expect(sumQuantities(['abc'])).toBeUndefined();
  });

  it('keeps quantities in units of 10^-4 and prints them shortest', () => {
    expect(quantityUnits('007.50')).toBe(75000n);
    expect(unitsToQuantity(75000n)).toBe('7.5');
    expect(unitsToQuantity(30000n)).toBe('3');
    expect(unitsToQuantity(1n)).toBe('0.0001');
  });

  it('computes the amount as quantity x unit price, half up to the cent, in integers', () => {
    expect(lineAmountCents('3.3333', '0.03')).toBe(10n);
    expect(lineAmountCents('0.5', '3.33')).toBe(167n);
    expect(lineAmountCents('0.0001', '0.01')).toBe(0n);
    expect(lineAmountCents('999999999999.9999', '999.99')).toBe(99998999999999990n);
    expect(lineAmountCents('999999999999', '999999999999.99')).toBeUndefined();
  });

  it('names the field of a wrong row or save', () => {
    const bad = subjectMatterRowSchema.safeParse({
      materialName: '',
      quantity: '0',
      unitCode: 'pcs',
      unitPrice: '1.001',
    });
    expect(bad.success).toBe(false);
    const fields = [...new Set(bad.error?.issues.map((i) => String(i.path[0])))].sort();
    expect(fields).toEqual(['materialName', 'quantity', 'unitPrice']);
    const overflow = subjectMatterSaveSchema.safeParse({
      projectId: 'p',
      materialName: 'x',
      quantity: '999999999999',
      unitCode: 'pcs',
      unitPrice: '999999999999.99',
    });
    expect(overflow.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['unitPrice', 'subject-matters:validation.amount'],
    ]);
    expect(subjectMatterMergeSchema.safeParse({ projectId: 'p', ids: ['a'] }).error?.issues[0]?.path).toEqual(
      ['ids'],
    );
  });
});
