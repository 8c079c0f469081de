import { describe, expect, it } from 'vitest';
import {
  applyChanges,
  changedFields,
  EMPTY_PROFILE,
  PROFILE_FORM_ID,
  profileDraftKey,
  toFormValues,
} from '@/client/features/supplier-profile/lib/profile-form';
import { formIdOf } from '@/client/data/db-schema';
import { PROFILE_FIELDS, supplierProfileSchema } from '@/shared/contracts/supplier-profile';

const STORED = {
  companyName: 'Harbour Logistics',
  creditCode: '91310000MA1FL8XQ37',
  companyType: '01',
  mainCategories: ['00', '03'],
  bankName: 'ICBC',
  employeeCount: '120',
};

describe('supplier profile form values', () => {
  it('fills every field, blank where the stored profile has none', () => {
    const values = toFormValues(STORED);
    expect(Object.keys(values).sort()).toEqual([...PROFILE_FIELDS].sort());
    expect(values).toMatchObject({ companyName: 'Harbour Logistics', bankAccount: '', fax: '' });
    expect(values.mainCategories).toEqual(['00', '03']);
    // A copy: editing the form never edits the stored profile.
    values.mainCategories.push('05');
    expect(STORED.mainCategories).toEqual(['00', '03']);
    expect(toFormValues(null)).toEqual(EMPTY_PROFILE);
  });

  it('sends only the fields that differ from the base', () => {
    const base = toFormValues(STORED);
    expect(changedFields(base, { ...base })).toEqual({});
    // Surrounding spaces and the order of the categories are not changes.
    expect(
      changedFields(base, { ...base, companyName: ' Harbour Logistics ', mainCategories: ['03', '00'] }),
    ).toEqual({});
    expect(changedFields(base, { ...base, bankName: 'Bank of China', mainCategories: ['00'] })).toEqual({
      bankName: 'Bank of China',
      mainCategories: ['00'],
    });
    // Clearing a field is a change too.
    expect(changedFields(base, { ...base, employeeCount: '' })).toEqual({ employeeCount: '' });
  });

  it('lets two saves made from the same base carry only their own edits', () => {
    const base = toFormValues(STORED);
    const tabA = changedFields(base, { ...base, contactPhone: '13900000001' });
    const tabB = changedFields(base, { ...base, bankName: 'Bank of China' });
    expect(tabA).toEqual({ contactPhone: '13900000001' });
    expect(tabB).toEqual({ bankName: 'Bank of China' });
    // Applied in either order, both edits survive.
    expect(applyChanges(applyChanges(base, tabA), tabB)).toMatchObject({
      contactPhone: '13900000001',
      bankName: 'Bank of China',
    });
  });

  it('keys the draft and the outbox entity alike, with the form id the sync centre routes by', () => {
    const key = profileDraftKey('org-1');
    expect(formIdOf(key)).toBe(PROFILE_FORM_ID);
    expect(profileDraftKey('org-2')).not.toBe(key);
  });

  it('is checked by the shared schema: the blank form names the required fields', () => {
    const result = supplierProfileSchema.safeParse(EMPTY_PROFILE);
    expect(result.success).toBe(false);
    const failed = new Set(result.error?.issues.map((issue) => String(issue.path[0])));
    for (const field of ['companyName', 'creditCode', 'bankAccount', 'mainCategories', 'contactEmail']) {
      expect(failed.has(field)).toBe(true);
    }
    for (const optional of ['fax', 'officeAddress', 'website', 'postalCode', 'operatingPeriodEnd']) {
      expect(failed.has(optional)).toBe(false);
    }
  });
});
