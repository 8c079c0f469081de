import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPERT_PROFILE_PATHS } from '@/shared/contracts/expert-profile';
import { AGENT_PROFILE_PATHS, BUYER_PROFILE_PATHS } from '@/shared/contracts/org-profile';
import { authed, signIn } from './support/sign-in';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';
import { BUYER_PROFILE, EXPERT_PROFILE } from '../support/profile-samples';

// The credit code in mixed case: the platform stores it upper-case.
const ORG_PROFILE = { ...BUYER_PROFILE, creditCode: '91320000mA1ab2cd3h' };

const KINDS = [
  {
    kind: 'buyer',
    paths: BUYER_PROFILE_PATHS,
    user: 'tempbuyer01',
    formal: 'buyer01',
    outsider: 'tempagent01',
    org: 'GROUP-PROC',
    foreignOrg: 'AGENCY-01',
    target: 'departId',
    table: 'buyer_profiles',
    changes: 'buyer_profile_changes',
    column: 'depart_id',
    entity: 'buyerProfile',
    profile: ORG_PROFILE,
    normalised: { creditCode: '91320000MA1AB2CD3H', bankAccount: '3200111122223333' },
    refusal: 'Only buyers can maintain a buyer profile',
    foreignRefusal: "You can only maintain your own organisation's profile",
    bad: { field: 'contactEmail', value: 'not-an-email' },
  },
  {
    kind: 'agent',
    paths: AGENT_PROFILE_PATHS,
    user: 'tempagent01',
    formal: 'agent01',
    outsider: 'tempbuyer01',
    org: 'AGENCY-01',
    foreignOrg: 'GROUP-PROC',
    target: 'departId',
    table: 'agent_profiles',
    changes: 'agent_profile_changes',
    column: 'depart_id',
    entity: 'agentProfile',
    profile: {
      ...ORG_PROFILE,
      unitName: '华通招标代理有限公司',
      unitType: '04',
      qualificationLevel: '01',
      qualificationCertificateNo: 'ZB-2024-0001',
      qualificationValidUntil: '2030-12-31',
    },
    normalised: { creditCode: '91320000MA1AB2CD3H' },
    refusal: 'Only agencies can maintain an agency profile',
    foreignRefusal: "You can only maintain your own organisation's profile",
    bad: {
      field: 'qualificationCertificateNo',
      value: '#1',
      message: 'The certificate number must be 4 to 40 letters, digits or hyphens',
    },
  },
  {
    kind: 'expert',
    paths: EXPERT_PROFILE_PATHS,
    user: 'tempexpert01',
    formal: 'expert01',
    outsider: 'tempsupplier01',
    org: null,
    foreignOrg: null,
    target: 'userId',
    table: 'expert_profiles',
    changes: 'expert_profile_changes',
    column: 'user_id',
    entity: 'expertProfile',
    profile: EXPERT_PROFILE,
    normalised: { bankAccount: '6216610000001234' },
    refusal: 'Only experts can maintain an expert profile',
    foreignRefusal: 'You can only maintain your own profile',
    bad: {
      field: 'yearsOfExperience',
      value: '0',
      message: 'Years of experience must be a whole number from 1 to 70',
    },
  },
] as const;

describe.each(TARGETS)('buyer, agency and expert profiles on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => t?.close());

  describe.each(KINDS)('$kind profile', (k) => {
    let token: string;
    let formal: string;
    let outsider: string;
    let ownerId: string;
    let foreignId: string;

    beforeAll(async () => {
      token = await signIn(t, k.user);
      formal = await signIn(t, k.formal);
      outsider = await signIn(t, k.outsider);
      const db = t.database.db;
      const idOfOrg = async (code: string) =>
        (await db.selectFrom('organisations').select('id').where('code', '=', code).executeTakeFirstOrThrow())
          .id;
      const idOfUser = async (login: string) =>
        (await db.selectFrom('users').select('id').where('login_name', '=', login).executeTakeFirstOrThrow())
          .id;
      ownerId = k.org ? await idOfOrg(k.org) : await idOfUser(k.user);
      foreignId = k.foreignOrg ? await idOfOrg(k.foreignOrg) : await idOfUser(k.formal);
    });

    const call = (path: string, who: string, payload: object, key?: string) =>
      t.app.inject({
        method: 'POST',
        url: `/bidprocurement${path}?langCode=en`,
        payload,
        headers: { ...authed(who), ...(key ? { 'idempotency-key': key } : {}) },
      });
    const own = (extra: object = {}) => ({ [k.target]: ownerId, ...extra });
    // The table is the case's: queried untyped.
    const db = () => t.database.db as unknown as Kysely<Record<string, Record<string, string>>>;
    const count = async (table: string, where: Record<string, string>) => {
      let q = db()
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'));
      for (const [column, value] of Object.entries(where)) q = q.where(column, '=', value);
      return Number((await q.executeTakeFirstOrThrow()).n);
    };
    const changeCount = () => count(k.changes, { [k.column]: ownerId });
    const auditCount = (action: string) =>
      count('audit_log', { entity_type: k.entity, entity_id: ownerId, action });

    it('names the failing field and rule and stores nothing', async () => {
      const [first] = Object.keys(k.profile);
      const missing = await call(k.paths.save, token, own({ [first as string]: 'x' }));
      expect(missing.statusCode).toBe(400);
      expect(missing.json().header.ret).toBe('1001');
      expect(missing.json().header.field).toBeTruthy();
      const bad = await call(k.paths.save, token, own({ ...k.profile, [k.bad.field]: k.bad.value }));
      expect(bad.json().header).toMatchObject({ ret: '1001', field: k.bad.field });
      if ('message' in k.bad) expect(bad.json().header.message).toBe(k.bad.message);
      const nothing = await call(k.paths.save, token, own());
      expect(nothing.json().header).toMatchObject({ ret: '1001', rule: 'validation.noChanges' });
      expect(await changeCount()).toBe(0);
      expect(await count(k.table, { [k.column]: ownerId })).toBe(0);
    });

    it('saves once however often the same call is replayed, with change records and audit', async () => {
      const key = crypto.randomUUID();
      const first = await call(k.paths.save, token, own(k.profile), key);
      expect(first.json().header.ret).toBe('0');
      const view = first.json().body;
      expect(view).toMatchObject({ [k.target]: ownerId, version: 1, auditStatus: null });
      expect(view.profile).toMatchObject(k.normalised);
      const records = await changeCount();
      expect(records).toBeGreaterThanOrEqual(Object.keys(k.profile).length - 3);
      const replay = await call(k.paths.save, token, own(k.profile), key);
      expect(replay.json().body).toEqual(view);
      expect(await changeCount()).toBe(records);
      expect(await auditCount('create')).toBe(1);

      // A partial save from the formal holder of the same profile records the one field.
      const field = k.kind === 'expert' ? null : 'bankName';
      if (field) {
        await call(k.paths.save, formal, own({ bankName: '中国银行' }));
        const changes = (await call(k.paths.changes, token, own())).json().body;
        expect(changes.records[0]).toMatchObject({ field, newValue: '中国银行', version: 2 });
        expect(await changeCount()).toBe(records + 1);
      }
      const stored = await db()
        .selectFrom(k.table)
        .selectAll()
        .where(k.column, '=', ownerId)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(stored.data_json ?? 'null')).toMatchObject(k.normalised);
    });

    it("refuses other roles and other owners' profiles", async () => {
      const other = await call(k.paths.get, outsider, own());
      expect(other.statusCode).toBe(403);
      expect(other.json().header).toMatchObject({ ret: '1004', message: k.refusal });
      const before = await changeCount();
      const foreign = await call(k.paths.save, token, { ...k.profile, [k.target]: foreignId });
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json().header).toMatchObject({ ret: '1004', message: k.foreignRefusal });
      expect(await count(k.table, { [k.column]: foreignId })).toBe(0);
      expect(await changeCount()).toBe(before);
    });

    it('submits for audit once, then refuses changes while the audit is pending', async () => {
      const key = crypto.randomUUID();
      const submitted = await call(k.paths.submit, token, own(), key);
      expect(submitted.json().body).toMatchObject({ auditStatus: '00' });
      await call(k.paths.submit, token, own(), key);
      expect(await auditCount('submit')).toBe(1);
      const again = await call(k.paths.submit, token, own());
      expect(again.json().header).toMatchObject({
        ret: '1007',
        message: 'The profile is already waiting for audit',
      });
      const locked = await call(k.paths.save, token, own({ bankName: 'Changed during audit' }));
      expect(locked.statusCode).toBe(409);
      const row = await db()
        .selectFrom(k.table)
        .select('audit_status')
        .where(k.column, '=', ownerId)
        .executeTakeFirst();
      expect(row?.audit_status).toBe('00');
    });
  });
});
