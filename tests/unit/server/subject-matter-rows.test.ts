import { describe, expect, it } from 'vitest';
import { SUBJECT_MATTER_MAX_LINES } from '@/shared/contracts/subject-matters';
import { type RowContext, checkRows } from '@/server/features/subject-matters/rows';

const UNITS = new Map([
  ['pcs', 'pcs'],
  ['piece', 'pcs'],
  ['件', 'pcs'],
  ['set', 'set'],
]);
const ctx = (over: Partial<RowContext> = {}): RowContext => ({
  unitOf: (text) => UNITS.get(text.toLowerCase()),
  materials: new Map([
    ['M-1', { id: 'item-1', name: '弹条扣件', spec: 'e型', unit: 'set', categoryCode: 'CAT' }],
  ]),
  existing: 0,
  t: (key) => `t(${key})`,
  label: (key) => `L(${key})`,
  ...over,
});

/** The import's row check: every row checked, all or nothing, each refusal named by row and field. */
describe('subject matter sheet rows', () => {
  it('returns the lines when every row is right, catalogue codes filling the item', () => {
    const out = checkRows(
      [
        { row: 2, cells: { materialName: '灯具', quantity: '5', unitCode: '件', unitPrice: '100' } },
        { row: 3, cells: { materialCode: 'M-1', quantity: '2.5', unitPrice: '3.33' } },
      ],
      ctx(),
    );
    expect(out.errors).toEqual([]);
    expect(out.lines).toEqual([
      { materialName: '灯具', quantity: '5', unitCode: 'pcs', unitPrice: '100' },
      {
        materialId: 'item-1',
        categoryCode: 'CAT',
        materialName: '弹条扣件',
        specification: 'e型',
        quantity: '2.5',
        unitCode: 'set',
        unitPrice: '3.33',
      },
    ]);
  });

  it('refuses the whole sheet for one wrong row, naming each row, field and column', () => {
    const out = checkRows(
      [
        { row: 2, cells: { materialName: '灯具', quantity: '5', unitCode: 'pcs', unitPrice: '1' } },
        { row: 3, cells: { materialName: '灯杆', quantity: 'abc', unitCode: 'zz', unitPrice: '1' } },
        { row: 4, cells: { materialCode: 'NOPE', quantity: '1', unitCode: 'pcs', unitPrice: '1' } },
        {
          row: 5,
          cells: {
            materialName: '电缆',
            quantity: '1',
            unitCode: 'pcs',
            deliveryDate: '2030-02-30',
            unitPrice: '1',
          },
        },
      ],
      ctx(),
    );
    expect(out.lines).toEqual([]);
    expect(out.errors).toEqual([
      { row: 3, field: 'unitCode', column: 'L(unitCode)', message: 't(subject-matters:import.unknownUnit)' },
      { row: 3, field: 'quantity', column: 'L(quantity)', message: 't(subject-matters:validation.quantity)' },
      {
        row: 4,
        field: 'materialCode',
        column: 'L(materialCode)',
        message: 't(subject-matters:import.unknownMaterial)',
      },
      { row: 4, field: 'materialName', column: 'L(materialName)', message: 't(validation:required)' },
      {
        row: 5,
        field: 'deliveryDate',
        column: 'L(deliveryDate)',
        message: 't(subject-matters:validation.date)',
      },
    ]);
  });

  it('names the amount only when quantity and price are each right', () => {
    const out = checkRows(
      [
        {
          row: 2,
          cells: {
            materialName: 'x',
            quantity: '999999999999',
            unitCode: 'pcs',
            unitPrice: '999999999999.99',
          },
        },
      ],
      ctx(),
    );
    expect(out.errors.map((e) => [e.field, e.message])).toEqual([
      ['unitPrice', 't(subject-matters:validation.amount)'],
    ]);
  });

  it('refuses an empty sheet and one that would pass the project limit', () => {
    expect(checkRows([], ctx()).errors.map((e) => e.message)).toEqual(['t(subject-matters:import.empty)']);
    const one = [{ row: 2, cells: { materialName: 'x', quantity: '1', unitCode: 'pcs', unitPrice: '1' } }];
    expect(checkRows(one, ctx({ existing: SUBJECT_MATTER_MAX_LINES })).errors.map((e) => e.message)).toEqual([
      't(subject-matters:validation.tooMany)',
    ]);
  });
});
