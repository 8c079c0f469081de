import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPLIER_PROFILE_PATHS as PATHS } from '@/shared/contracts/supplier-profile';
import { authed, signIn } from './support/sign-in';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';
import { SUPPLIER_PROFILE } from '../support/profile-samples';

describe.each(TARGETS)('supplier profile on %s', (target) => {
  let t: TestApp;
  let supplier: string;
  let formal: string;
  let buyer: string;
  let departId: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    supplier = await signIn(t, 'tempsupplier01');
    formal = await signIn(t, 'supplier01');
    buyer = await signIn(t, 'buyer01');
    const org = await t.database.db
      .selectFrom('organisations')
      .select('id')
      .where('code', '=', 'SUPPLIER-01')
      .executeTakeFirstOrThrow();
    departId = org.id;
  });
  afterAll(async () => t?.close());

  const call = (path: string, token: string, payload: object, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/bidprocurement${path}?langCode=en`,
      payload,
      headers: { ...authed(token), ...(key ? { 'idempotency-key': key } : {}) },
    });
  const changeCount = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('supplier_profile_changes')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('depart_id', '=', departId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const auditCount = async (action?: string) => {
    let query = t.database.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('entity_type', '=', 'supplierProfile')
      .where('entity_id', '=', departId);
    if (action) query = query.where('action', '=', action);
    return Number((await query.executeTakeFirstOrThrow()).n);
  };

  it('names the field and rule of invalid input and stores nothing', async () => {
    const missing = await call(PATHS.save, supplier, { departId, companyName: 'Only a name' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().header).toMatchObject({ ret: '1001', field: 'creditCode', rule: 'required' });

    const badAccount = await call(PATHS.save, supplier, {
      ...SUPPLIER_PROFILE,
      departId,
      bankAccount: '12ab',
    });
    expect(badAccount.json().header).toMatchObject({
      ret: '1001',
      field: 'bankAccount',
      message: 'The bank account must be 8 to 30 digits',
    });
    const badCode = await call(PATHS.save, supplier, { ...SUPPLIER_PROFILE, departId, creditCode: '123' });
    expect(badCode.json().header).toMatchObject({ ret: '1001', field: 'creditCode', rule: 'creditCode' });
    const nothing = await call(PATHS.save, supplier, { departId });
    expect(nothing.json().header).toMatchObject({ ret: '1001', rule: 'validation.noChanges' });
    expect(await changeCount()).toBe(0);
    expect(await auditCount()).toBe(0);
  });

  it('saves the whole profile once, however often the same call is replayed', async () => {
    const key = crypto.randomUUID();
    const first = await call(PATHS.save, supplier, { ...SUPPLIER_PROFILE, departId }, key);
    expect(first.json().header.ret).toBe('0');
    const view = first.json().body;
    expect(view).toMatchObject({ departId, version: 1, auditStatus: null });
    // The shared rules normalise: the credit code in uppercase, the account without spaces.
    expect(view.profile).toMatchObject({ creditCode: '91310000MA1FL8XQ37', bankAccount: '6222000011112222' });
    const records = await changeCount();
    expect(records).toBeGreaterThanOrEqual(20);

    const replay = await call(PATHS.save, supplier, { ...SUPPLIER_PROFILE, departId }, key);
    expect(replay.json().body).toEqual(view);
    expect(await changeCount()).toBe(records);
    expect(await auditCount('create')).toBe(1);

    const reused = await call(PATHS.save, supplier, { departId, bankName: 'Another bank' }, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().header.ret).toBe('1002');
    const stored = await call(PATHS.get, supplier, { departId });
    expect(stored.json().body.profile.bankName).toBe(SUPPLIER_PROFILE.bankName);
  });

  it('applies partial saves field by field and records old and new values', async () => {
    const before = await changeCount();
    // Two devices each changed one field; both land, and a field sent unchanged leaves no record.
    await call(PATHS.save, supplier, {
      departId,
      contactPhone: '13900000001',
      bankName: SUPPLIER_PROFILE.bankName,
    });
    await call(PATHS.save, formal, { departId, bankName: '中国银行' });
    const view = (await call(PATHS.get, supplier, { departId })).json().body;
    expect(view.profile).toMatchObject({ contactPhone: '13900000001', bankName: '中国银行' });
    expect(view.version).toBe(3);
    expect(await changeCount()).toBe(before + 2);
    const changes = (await call(PATHS.changes, supplier, { departId })).json().body;
    expect(changes.records[0]).toMatchObject({
      field: 'bankName',
      oldValue: SUPPLIER_PROFILE.bankName,
      newValue: '中国银行',
      version: 3,
    });
    expect(changes.records[1]).toMatchObject({ field: 'contactPhone', oldValue: '13800000008' });
    expect(await auditCount('update')).toBe(2);
  });

  it('refuses other roles and other organisations', async () => {
    const asBuyer = await call(PATHS.get, buyer, { departId });
    expect(asBuyer.statusCode).toBe(403);
    expect(asBuyer.json().header).toMatchObject({
      ret: '1004',
      message: 'Only suppliers can maintain a supplier profile',
    });
    const buyerSave = await call(PATHS.save, buyer, { departId, bankName: 'X bank' });
    expect(buyerSave.json().header.ret).toBe('1004');

    const other = await t.database.db
      .selectFrom('organisations')
      .select('id')
      .where('code', '=', 'AGENCY-01')
      .executeTakeFirstOrThrow();
    const foreign = await call(PATHS.save, supplier, { ...SUPPLIER_PROFILE, departId: other.id });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().header).toMatchObject({
      ret: '1004',
      message: "You can only maintain your own organisation's profile",
    });
    expect((await call(PATHS.get, supplier, { departId })).json().body.profile.bankName).toBe('中国银行');
  });

  it('submits for audit once, then refuses changes while the audit is pending', async () => {
    const key = crypto.randomUUID();
    const submitted = await call(PATHS.submit, supplier, { departId }, key);
    expect(submitted.json().body).toMatchObject({ auditStatus: '00' });
    expect(submitted.json().body.submittedAt).toBe(t.clock.now().toISOString());
    await call(PATHS.submit, supplier, { departId }, key);
    expect(await auditCount('submit')).toBe(1);

    const again = await call(PATHS.submit, supplier, { departId });
    expect(again.json().header).toMatchObject({
      ret: '1007',
      message: 'The profile is already waiting for audit',
    });
    const records = await changeCount();
    const locked = await call(PATHS.save, supplier, { departId, bankName: 'Changed during audit' });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().header).toMatchObject({
      ret: '1007',
      message: 'The profile is under audit and cannot be changed until the audit is finished',
    });
    expect(await changeCount()).toBe(records);
  });

  it('refuses to submit a profile that was never saved', async () => {
    await t.database.db.deleteFrom('supplier_profiles').where('depart_id', '=', departId).execute();
    const res = await call(PATHS.submit, supplier, { departId });
    expect(res.json().header).toMatchObject({
      ret: '1007',
      message: 'Save the profile before submitting it',
    });
  });
});
