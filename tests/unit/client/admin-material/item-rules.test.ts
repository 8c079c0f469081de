import { describe, expect, it } from 'vitest';
import { changedFields } from '@/client/features/admin-material/lib/changes';
import { canActOnItem, exportFilter } from '@/client/features/admin-material/lib/item-actions';
import { zipRequest } from '@/client/features/admin-material/api/export-items-zip';
import { createFileToZipSchema } from '@/shared/contracts/admin-material-items';

describe('catalogue row actions', () => {
  // auditStatus 00 pending, 01 approved, 02 rejected; status 00 enabled, 01 disabled.
  it.each([
    ['00', '00', ['records', 'delete']],
    ['02', '00', ['edit', 'submit', 'records', 'delete']],
    ['01', '00', ['edit', 'disable', 'records', 'delete']],
    ['01', '01', ['edit', 'enable', 'records', 'delete']],
  ])('audit %s, status %s offers %j', (auditStatus, status, allowed) => {
    const actions = ['edit', 'submit', 'enable', 'disable', 'records', 'delete'];
    expect(actions.filter((action) => canActOnItem({ auditStatus, status }, action))).toEqual(allowed);
  });
});

describe('export filter', () => {
  it('drops paging and empty fields and trims the rest', () => {
    expect(
      exportFilter({ pageNo: 2, pageSize: 10, code: ' A1 ', name: '', auditStatus: '01', categoryId: '' }),
    ).toEqual({ code: 'A1', auditStatus: '01' });
  });

  it('asks the zip for the catalogue and every change record, in a request the server accepts', () => {
    const request = zipRequest({ code: 'A1' });
    expect(request.exports.map((e) => e.type)).toEqual(['catalogue', 'changes']);
    expect(createFileToZipSchema.safeParse(JSON.parse(JSON.stringify(request))).success).toBe(true);
  });
});

describe('change records', () => {
  it('lists the shown fields that changed', () => {
    expect(
      changedFields(
        { code: 'A1', name: 'Bolt', price: '1.5', auditStatus: '02', updatedAt: 'x' },
        { code: 'A1', name: 'Bolt M8', price: null, auditStatus: '00', updatedAt: 'y' },
      ),
    ).toEqual([
      { field: 'name', from: 'Bolt', to: 'Bolt M8' },
      { field: 'price', from: '1.5', to: '' },
      { field: 'auditStatus', from: '02', to: '00' },
    ]);
  });

  it('lists the filled fields of a creation', () => {
    expect(changedFields(null, { code: 'A1', name: 'Bolt', spec: null }).map((c) => c.field)).toEqual([
      'code',
      'name',
    ]);
  });
});
