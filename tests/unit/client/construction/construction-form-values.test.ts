import { describe, expect, it } from 'vitest';
import {
  constructionFormSchema,
  constructionToValues,
  INVESTMENT_WAN_MESSAGE,
} from '@/client/features/construction-projects/lib/form-values';
import type { ConstructionProjectView } from '@/shared/contracts/construction-projects';

const values = {
  code: 'JT-1',
  name: '疏港公路',
  ownerOrgName: '港务公司',
  region: '宁波',
  investment: '1234.5',
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  approvalDocNo: '',
  remark: '',
};

describe('construction form values', () => {
  it('sends the investment typed in 10,000 yuan as exact yuan', () => {
    expect(constructionFormSchema.parse(values).investment).toBe('12345000.00');
    expect(constructionFormSchema.parse({ ...values, investment: '0.000001' }).investment).toBe('0.01');
    expect(constructionFormSchema.parse({ ...values, investment: '99999999999.999999' }).investment).toBe(
      '999999999999999.99',
    );
  });

  it('refuses more than 6 decimals of 10,000s (not whole cents) under the investment field', () => {
    const issue = constructionFormSchema.safeParse({ ...values, investment: '1.0000001' }).error?.issues[0];
    expect([issue?.path, issue?.message]).toEqual([['investment'], INVESTMENT_WAN_MESSAGE]);
  });

  it('shows a saved investment in 10,000 yuan without trailing zeros', () => {
    const view = {
      ...values,
      investment: '12345000.00',
      approvalDocNo: null,
      remark: null,
    } as unknown as ConstructionProjectView;
    expect(constructionToValues(view).investment).toBe('1234.5');
  });
});
