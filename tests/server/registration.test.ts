import { beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '@/server/lib/password';
import { AUTH_PATHS } from '@/shared/contracts/auth';
import { randomId } from '@/shared/format/random-id';
import { PASSWORD, randomPhone, useRegistrationApp } from './support/registration-app';
import { TARGETS, type TestApp } from './support/test-app';

describe.each(TARGETS)('supplier registration on %s', (target) => {
  const fixture = useRegistrationApp(target);
  const { db, post, sendCode, codeFor, enterprise, individual } = fixture;
  let t: TestApp;
  beforeAll(() => {
    t = fixture.testApp();
  });

  it('registers an enterprise: user, supplier organisation, TEMP_SUPPLIER pair, profile and audit', async () => {
    const phone = randomPhone();
    await sendCode(`+86${phone}`);
    const body = enterprise(`+86 ${phone}`, await codeFor(phone));
    const res = await post(AUTH_PATHS.register, body);
    expect(res.json().header.ret).toBe('0');
    const { userId, departId, loginName } = res.json().body;
    expect(loginName).toBe(body.loginName);

    const user = await db()
      .selectFrom('users')
      .selectAll()
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ login_name: body.loginName, name: '张三', phone, status: '00' });
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(user.password_hash, PASSWORD)).toBe(true);
    const org = await db()
      .selectFrom('organisations')
      .selectAll()
      .where('id', '=', departId)
      .executeTakeFirstOrThrow();
    expect(org).toMatchObject({ name: '远景科技有限公司', org_type: '03', status: '00' });
    const pairs = await db()
      .selectFrom('user_roles')
      .innerJoin('roles', 'roles.id', 'user_roles.role_id')
      .select(['roles.code', 'user_roles.depart_id'])
      .where('user_roles.user_id', '=', userId)
      .execute();
    expect(pairs).toEqual([{ code: 'TEMP_SUPPLIER', depart_id: departId }]);
    const reg = await db()
      .selectFrom('supplier_registrations')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(reg).toMatchObject({
      depart_id: departId,
      customer_type: '00',
      credit_code: body.creditCode,
      enterprise_code: 'ENT001',
      enterprise_name: '远景科技有限公司',
      contact_name: '张三',
      contact_phone: phone,
      id_number: null,
    });
    const audit = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_type', '=', 'supplierRegistration')
      .where('entity_id', '=', reg.id)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'register', actor_id: userId, actor_role: 'TEMP_SUPPLIER' });
    expect(audit.after_summary).not.toContain(PASSWORD);
    expect(await t.services.audit.verify()).toBeNull();
  });

  it('registers an individual in an organisation named after the person', async () => {
    const phone = randomPhone();
    await sendCode(phone);
    const res = await post(AUTH_PATHS.register, individual(phone, await codeFor(phone)));
    expect(res.json().header.ret).toBe('0');
    const { userId, departId } = res.json().body;
    const org = await db()
      .selectFrom('organisations')
      .selectAll()
      .where('id', '=', departId)
      .executeTakeFirstOrThrow();
    expect(org).toMatchObject({ name: '李四', org_type: '03' });
    const reg = await db()
      .selectFrom('supplier_registrations')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(reg).toMatchObject({
      customer_type: '01',
      id_type: '01',
      id_number: 'E12345678',
      person_name: '李四',
    });
    expect(reg.credit_code).toBeNull();
  });

  it('answers a replay with the same Idempotency-Key with the stored result', async () => {
    const phone = randomPhone();
    await sendCode(phone);
    const body = enterprise(phone, await codeFor(phone));
    const key = `reg-${randomId(12)}`;
    const call = () =>
      t.app.inject({
        method: 'POST',
        url: `/bidprocurement/t${AUTH_PATHS.register}`,
        payload: body,
        headers: { 'idempotency-key': key },
      });
    const first = await call();
    const again = await call();
    expect(first.json().header.ret).toBe('0');
    expect(again.json().body).toEqual(first.json().body);
  });
});
