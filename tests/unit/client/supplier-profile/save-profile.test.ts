import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeDb, getDb } from '@/client/data/db';
import { mutate } from '@/client/data/mutator';
import { profileCacheKey } from '@/client/features/supplier-profile/api/get-profile';
import { profileQueue } from '@/client/features/supplier-profile/api/profile-queue';
import { queueProfileSave } from '@/client/features/supplier-profile/api/save-profile';
import {
  PROFILE_FORM_ID,
  profileDraftKey,
  toFormValues,
} from '@/client/features/supplier-profile/lib/profile-form';
import { SUPPLIER_PROFILE_PATHS, type SupplierProfileView } from '@/shared/contracts/supplier-profile';
import { freshDb } from '../data/data-helpers';

const VIEW: SupplierProfileView = {
  departId: 'org-1',
  departName: 'Yuanhang',
  profile: toFormValues({ companyName: 'Yuanhang', bankName: 'ICBC' }) as never,
  auditStatus: '02',
  rejectReason: 'Licence unreadable',
  version: 2,
  updatedAt: '2026-11-20T02:00:00.000Z',
  submittedAt: null,
};

beforeEach(() => freshDb());
afterEach(() => closeDb());

describe('saving the supplier profile through the outbox', () => {
  it('queues only the changes, with the draft and the device copy in the same transaction', async () => {
    const values = { ...toFormValues(VIEW.profile), bankName: 'Bank of China' };
    const entry = await queueProfileSave({
      userId: 'u1',
      departId: 'org-1',
      changes: { bankName: 'Bank of China' },
      values,
      view: VIEW,
    });
    expect(entry).toMatchObject({
      method: 'POST',
      path: SUPPLIER_PROFILE_PATHS.save,
      body: { departId: 'org-1', bankName: 'Bank of China' },
      entityKey: profileDraftKey('org-1'),
      status: 'pending',
    });
    const db = await getDb();
    // The sync centre links the entry to this draft by its key and opens it by its form id.
    expect(await db.drafts.get(['u1', profileDraftKey('org-1')])).toMatchObject({
      formId: PROFILE_FORM_ID,
      data: values,
    });
    // Shown offline until the platform answers: changed, so no longer rejected.
    const copy = (await db.kv.get(profileCacheKey('u1', 'org-1')))?.value as SupplierProfileView;
    expect(copy.profile).toMatchObject({ companyName: 'Yuanhang', bankName: 'Bank of China' });
    expect(copy.auditStatus).toBeNull();
    expect(await profileQueue('u1', 'org-1')).toMatchObject({ pending: 1, rejected: 0 });
  });

  it("replaces the organisation's refused saves, and only those", async () => {
    const refused = await queueProfileSave({
      userId: 'u1',
      departId: 'org-1',
      changes: { website: 'https://a.example.cn' },
      values: toFormValues(VIEW.profile),
      view: VIEW,
    });
    const db = await getDb();
    await db.outbox.update(refused.seq, { status: 'rejected', lastError: { message: 'Under audit' } });
    const otherUser = await mutate({
      userId: 'u2',
      method: 'POST',
      path: '/x',
      entityKey: profileDraftKey('org-1'),
    });
    await db.outbox.update(otherUser.seq, { status: 'rejected' });
    const otherOrg = await queueProfileSave({
      userId: 'u1',
      departId: 'org-2',
      changes: { fax: '021-1234567' },
      values: toFormValues(null),
      view: undefined,
    });
    await db.outbox.update(otherOrg.seq, { status: 'rejected' });
    expect(await profileQueue('u1', 'org-1')).toMatchObject({ pending: 0, rejected: 1 });

    const next = await queueProfileSave({
      userId: 'u1',
      departId: 'org-1',
      changes: { website: 'https://a.example.cn', fax: '021-7654321' },
      values: toFormValues(VIEW.profile),
      view: VIEW,
    });
    expect(await db.outbox.get(refused.seq)).toBeUndefined();
    expect(await db.outbox.get(otherUser.seq)).toBeDefined();
    expect(await db.outbox.get(otherOrg.seq)).toBeDefined();
    const queue = await profileQueue('u1', 'org-1');
    expect(queue).toMatchObject({ pending: 1, rejected: 0 });
    expect([...queue.pendingSeqs]).toEqual([next.seq]);
  });
});
