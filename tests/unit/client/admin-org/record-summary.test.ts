import { describe, expect, it } from 'vitest';
import { recordSummary } from '@/client/features/admin-org/lib/record-summary';

describe('the details of an operation record', () => {
  it.each([
    [{ after: { id: 'x', parent_id: 'y', name: 'Org', sort: 0 }, before: null }, 'name: Org\nsort: 0'],
    [{ after: null, before: { name: 'Gone', code: 'G' } }, 'name: Gone\ncode: G'],
    [{ after: { roleIds: ['a', 'b'], email: null }, before: null }, 'email: —'],
    [{ after: { functionIds: [] }, before: { functionIds: ['a'] } }, ''],
    [{ after: { status: '01' }, before: { status: '00' } }, 'status: 01'],
    [{ after: { loginType: null, ip: '::1' }, before: null }, 'loginType: —\nip: ::1'],
    [{ after: 'text', before: null }, 'text'],
    [{ after: null, before: null }, ''],
  ])('%j reads %j', (record, expected) => {
    expect(recordSummary(record)).toBe(expected);
  });
});
