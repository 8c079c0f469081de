import { describe, expect, it } from 'vitest';
import { subAccountActionAllowed } from '@/client/features/admin-org/lib/sub-accounts';
import type { SubAccountRecord } from '@/shared/contracts/org-supplier-users';

const row = (over: Partial<SubAccountRecord>): SubAccountRecord => ({
  id: 'u1',
  loginName: 'subacct01',
  name: '子账号',
  phone: null,
  email: null,
  status: '00',
  departId: 'd1',
  departName: '远航物资供应有限公司',
  roles: [],
  createdAt: '2026-11-26T00:00:00.000Z',
  isAdmin: false,
  subAccount: true,
  self: false,
  ...over,
});
const allowed = (record: SubAccountRecord) =>
  ['edit', 'stop', 'start', 'password'].filter((action) => subAccountActionAllowed(record, action));

describe('sub-account row actions', () => {
  it('offers an active sub-account edit, stop and password; a stopped one start instead of stop', () => {
    expect(allowed(row({}))).toEqual(['edit', 'stop', 'password']);
    expect(allowed(row({ status: '01' }))).toEqual(['edit', 'start', 'password']);
  });

  it("leaves the organisation's own account alone, and lets the caller only edit itself", () => {
    expect(allowed(row({ subAccount: false, isAdmin: true }))).toEqual([]);
    expect(allowed(row({ subAccount: false, isAdmin: true, self: true }))).toEqual(['edit']);
    expect(allowed(row({ isAdmin: true, self: true }))).toEqual(['edit']);
  });

  it('offers nothing on a cancelled account', () => {
    expect(allowed(row({ status: '02' }))).toEqual([]);
  });
});
