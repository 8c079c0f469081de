import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationRoutes } from '@/server/features/registration/routes';
import { createRegistrationService } from '@/server/features/registration/service';
import { createLogProvider } from '@/server/features/sms/provider';
import { createSmsService, type SmsService } from '@/server/features/sms/service';
import type { Clock } from '@/server/lib/clock';
import { verifyPassword } from '@/server/lib/password';
import { AUTH_PATHS } from '@/shared/contracts/auth';
import { randomId } from '@/shared/format/random-id';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

const CREDIT_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const randomPhone = () => `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
const randomCreditCode = () =>
  Array.from({ length: 18 }, () => CREDIT_CHARS[Math.floor(Math.random() * CREDIT_CHARS.length)]).join('');
const randomLoginName = () => `s${randomId(8)}1`;
const PASSWORD = 'Abcd1234!';

describe.each(TARGETS)('supplier registration on %s', (target) => {
  let t: TestApp;
  let sms: SmsService;

  beforeAll(async () => {
    t = await createTestApp(target, {
      extraRoutes: async (api, services, database) => {
        const clock: Clock = { now: () => t.clock.now() };
        sms = createSmsService(database, clock, createLogProvider());
        const registration = createRegistrationService({
          database,
          clock,
          sms,
          audit: services.audit,
          verifyPicture: async (captchaId) => captchaId === 'ok',
        });
        // Under /t: the app serves the real routes with the real captcha; these use a fake picture check.
        await api.register(registrationRoutes(registration), { prefix: '/t' });
      },
    });
    await sms.ensureTemplates();
  });
  afterAll(async () => t.close());

  const db = () => t.database.db;
  const post = (path: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/bidprocurement/t${path}?langCode=en`, payload });
  const sendCode = (phone: string, captchaId = 'ok') =>
    post(AUTH_PATHS.registerSendCode, { phone, captchaId, pictureCode: 'AB12' });
  /** Reads the newest code sent to the phone, as its owner would on the handset. */
  const codeFor = async (phone: string) => {
    const row = await db()
      .selectFrom('sms_log')
      .select('content')
      .where('phone', '=', phone)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    return /(\d{6})/.exec(row.content)?.[1] ?? '';
  };
  const counts = async () => ({
    users: (await db().selectFrom('users').select('id').execute()).length,
    orgs: (await db().selectFrom('organisations').select('id').execute()).length,
    pairs: (await db().selectFrom('user_roles').select('id').execute()).length,
    registrations: (await db().selectFrom('supplier_registrations').select('id').execute()).length,
  });
  const enterprise = (phone: string, smsCode: string, over: Record<string, unknown> = {}) => ({
    customerType: '00',
    enterpriseName: '远景科技有限公司',
    creditCode: randomCreditCode(),
    enterpriseCode: 'ENT001',
    loginName: randomLoginName(),
    password: PASSWORD,
    confirmPassword: PASSWORD,
    contactName: '张三',
    contactPhone: phone,
    captchaId: 'spent',
    pictureCode: 'AB12',
    smsCode,
    agreement: true,
    ...over,
  });
  const individual = (phone: string, smsCode: string, over: Record<string, unknown> = {}) => ({
    customerType: '01',
    idType: '01',
    idNumber: 'E12345678',
    name: '李四',
    loginName: randomLoginName(),
    password: PASSWORD,
    confirmPassword: PASSWORD,
    contactName: 'Li Si',
    contactPhone: phone,
    captchaId: 'spent',
    pictureCode: 'AB12',
    smsCode,
    agreement: true,
    ...over,
  });

  it('sends no SMS when the picture code is wrong', async () => {
    const phone = randomPhone();
    const res = await sendCode(phone, 'wrong');
    expect(res.statusCode).toBe(400);
    expect(res.json().header).toMatchObject({ ret: '1001', field: 'pictureCode', rule: 'pictureCode' });
    expect(await db().selectFrom('sms_log').select('id').where('phone', '=', phone).execute()).toHaveLength(
      0,
    );
    expect(await db().selectFrom('sms_codes').select('id').where('phone', '=', phone).execute()).toHaveLength(
      0,
    );
  });

  it('refuses a malformed phone before anything is sent', async () => {
    const res = await sendCode('12345');
    expect(res.json().header).toMatchObject({ ret: '1001', field: 'phone', rule: 'phone' });
  });

  it('throttles codes through the API: 429 with the seconds to wait, again after 60 s', async () => {
    const phone = randomPhone();
    expect((await sendCode(phone)).json().body).toEqual({ retryAfter: 60 });
    t.clock.advance(10_000);
    const again = await sendCode(phone);
    expect(again.statusCode).toBe(429);
    expect(again.json().header).toMatchObject({
      ret: '1006',
      message: 'Please wait 50 seconds before requesting another verification code',
    });
    t.clock.advance(50_000);
    expect((await sendCode(phone)).json().header.ret).toBe('0');
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

  it.each([
    ['a bad contact phone', { contactPhone: '23800000000' }, 'contactPhone', 'phone'],
    ['a 3-character login name', { loginName: 'ab1' }, 'loginName', 'loginName'],
    [
      'a password without a special character',
      { password: 'Abcd12345', confirmPassword: 'Abcd12345' },
      'password',
      'password',
    ],
    ['a confirmation that differs', { confirmPassword: 'Abcd1234?' }, 'confirmPassword', 'passwordMismatch'],
    ['an enterprise without credit code', { creditCode: '' }, 'creditCode', 'required'],
    ['an enterprise without name', { enterpriseName: ' ' }, 'enterpriseName', 'required'],
    ['terms not ticked', { agreement: false }, 'agreement', 'termsRequired'],
    ['a 5-digit SMS code', { smsCode: '12345' }, 'smsCode', 'smsCode'],
  ])('refuses %s and creates nothing', async (_label, over, field, rule) => {
    const phone = randomPhone();
    await sendCode(phone);
    const before = await counts();
    const res = await post(AUTH_PATHS.register, enterprise(phone, await codeFor(phone), over));
    expect(res.statusCode).toBe(400);
    expect(res.json().header).toMatchObject({ ret: '1001', field, rule });
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['a bad ID number', { idNumber: '12345' }, 'idNumber', 'idCardOrPassport'],
    ['no document type', { idType: undefined }, 'idType', 'select'],
    ['a 1-character name', { name: '李' }, 'name', 'name'],
  ])('refuses an individual with %s', async (_label, over, field, rule) => {
    const phone = randomPhone();
    await sendCode(phone);
    const before = await counts();
    const res = await post(AUTH_PATHS.register, individual(phone, await codeFor(phone), over));
    expect(res.json().header).toMatchObject({ ret: '1001', field, rule });
    expect(await counts()).toEqual(before);
  });

  it('names the rule in the caller language', async () => {
    const res = await post(
      AUTH_PATHS.register,
      enterprise(randomPhone(), '123456', { confirmPassword: 'x' }),
    );
    expect(res.json().header.message).toBe('The password entered twice is inconsistent');
  });

  it('refuses a wrong, an expired and a reused SMS code', async () => {
    const phone = randomPhone();
    await sendCode(phone);
    const code = await codeFor(phone);
    const wrong = code === '999999' ? '888888' : '999999';
    const before = await counts();
    const bad = await post(AUTH_PATHS.register, enterprise(phone, wrong));
    expect(bad.json().header).toMatchObject({
      ret: '1001',
      field: 'smsCode',
      message: 'The SMS verification code is wrong or has expired',
    });
    expect(await counts()).toEqual(before);
    expect((await post(AUTH_PATHS.register, enterprise(phone, code))).json().header.ret).toBe('0');
    const reused = await post(AUTH_PATHS.register, enterprise(phone, code));
    expect(reused.json().header).toMatchObject({ ret: '1001', field: 'smsCode' });

    const other = randomPhone();
    await sendCode(other);
    const late = await codeFor(other);
    t.clock.advance(5 * 60_000 + 1000);
    expect((await post(AUTH_PATHS.register, enterprise(other, late))).json().header.field).toBe('smsCode');
  });

  it('refuses a duplicate credit code with the exact message, and checkDepartInfo says the same', async () => {
    const creditCode = randomCreditCode();
    const first = randomPhone();
    await sendCode(first);
    expect(
      (await post(AUTH_PATHS.register, enterprise(first, await codeFor(first), { creditCode }))).statusCode,
    ).toBe(200);
    const check = await post(AUTH_PATHS.checkDepartInfo, { creditCode: creditCode.toLowerCase() });
    expect(check.statusCode).toBe(409);
    expect(check.json().header).toMatchObject({
      ret: '1007',
      message: 'The unified social credit code already exists!',
      field: 'creditCode',
    });
    expect((await post(AUTH_PATHS.checkDepartInfo, { creditCode: randomCreditCode() })).json().body).toEqual({
      exists: false,
    });

    const second = randomPhone();
    await sendCode(second);
    const before = await counts();
    const dup = await post(AUTH_PATHS.register, enterprise(second, await codeFor(second), { creditCode }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().header.message).toBe('The unified social credit code already exists!');
    expect(await counts()).toEqual(before);
  });

  it('refuses a taken login name only after the SMS code, generically, and keeps the code usable', async () => {
    const phone = randomPhone();
    await sendCode(phone);
    const code = await codeFor(phone);
    const before = await counts();
    const wrongCode = code === '999999' ? '888888' : '999999';
    // Without the phone proved, a taken name reads like any other failure of the code.
    const unproved = await post(
      AUTH_PATHS.register,
      enterprise(phone, wrongCode, { loginName: 'SUPPLIER01' }),
    );
    expect(unproved.json().header.field).toBe('smsCode');
    const taken = await post(AUTH_PATHS.register, enterprise(phone, code, { loginName: 'Supplier01' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().header).toMatchObject({
      field: 'loginName',
      message: 'This login name cannot be used',
    });
    expect(await counts()).toEqual(before);
    expect((await post(AUTH_PATHS.register, enterprise(phone, code))).json().header.ret).toBe('0');
  });
  it('lets one of two parallel registrations for one login name win; the other is refused generically', async () => {
    const [a, b] = [randomPhone(), randomPhone()];
    await sendCode(a);
    await sendCode(b);
    const loginName = randomLoginName();
    const answers = await Promise.all([
      post(AUTH_PATHS.register, enterprise(a, await codeFor(a), { loginName })),
      post(AUTH_PATHS.register, enterprise(b, await codeFor(b), { loginName })),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((r) => r.statusCode === 409);
    expect(loser?.json().header.message).toBe('This login name cannot be used');
    expect(
      await db().selectFrom('users').select('id').where('login_name', '=', loginName).execute(),
    ).toHaveLength(1);
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
