import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '@/shared/contracts/auth';
import {
  randomCreditCode,
  randomLoginName,
  randomPhone,
  useRegistrationApp,
} from './support/registration-app';
import { TARGETS, type TestApp } from './support/test-app';

describe.each(TARGETS)('supplier registration refusals on %s', (target) => {
  const fixture = useRegistrationApp(target);
  const { db, post, sendCode, codeFor, counts, enterprise, individual } = fixture;
  let t: TestApp;
  beforeAll(() => {
    t = fixture.testApp();
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
});
