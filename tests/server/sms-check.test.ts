import { beforeAll, describe, expect, it } from 'vitest';
import type { SmsService } from '@/server/features/sms/service';
import { randomPhone, rejection, useSmsApp } from './support/sms-app';
import { TARGETS, type TestApp } from './support/test-app';

describe.each(TARGETS)('SMS code checks on %s', (target) => {
  const fixture = useSmsApp(target);
  const { db, send, lastCode } = fixture;
  let t: TestApp;
  let sms: SmsService;
  beforeAll(() => {
    ({ t, sms } = fixture.state);
  });

  it('accepts the right code once and refuses it afterwards', async () => {
    const phone = randomPhone();
    await send(phone);
    const input = { phone, purpose: 'register' as const, code: await lastCode(phone) };
    await sms.checkCode(input);
    await t.database.db.transaction().execute((trx) => sms.verifyCode(trx, input));
    expect(await rejection(sms.checkCode(input))).toMatchObject({ messageKey: 'auth-server:smsCodeInvalid' });
    expect(
      await rejection(t.database.db.transaction().execute((trx) => sms.verifyCode(trx, input))),
    ).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('refuses a wrong code, an expired code and a code of another purpose', async () => {
    const phone = randomPhone();
    await send(phone);
    const code = await lastCode(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await rejection(sms.checkCode({ phone, purpose: 'register', code: wrong }))).toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    expect(await rejection(sms.checkCode({ phone, purpose: 'retrieve', code }))).toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    t.clock.advance(5 * 60_000);
    expect(await rejection(sms.checkCode({ phone, purpose: 'register', code }))).toMatchObject({
      code: 'VALIDATION_FAILED',
    });
  });

  it('kills a code after 5 wrong guesses, even for the right one', async () => {
    const phone = randomPhone();
    await send(phone);
    const code = await lastCode(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      await rejection(sms.checkCode({ phone, purpose: 'register', code: wrong }));
    }
    expect(await rejection(sms.checkCode({ phone, purpose: 'register', code }))).toMatchObject({
      messageKey: 'auth-server:smsCodeInvalid',
    });
  });

  it('compares at most 5 guesses even when they arrive in parallel', async () => {
    const phone = randomPhone();
    await send(phone);
    const code = await lastCode(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    await Promise.allSettled(
      Array.from({ length: 12 }, () => sms.checkCode({ phone, purpose: 'register', code: wrong })),
    );
    const row = await db()
      .selectFrom('sms_codes')
      .select('attempts')
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(5);
    await rejection(sms.checkCode({ phone, purpose: 'register', code }));
  });

  it('only the newest code of a phone and purpose verifies', async () => {
    const phone = randomPhone();
    await send(phone);
    const first = await lastCode(phone);
    t.clock.advance(61_000);
    await send(phone);
    const second = await lastCode(phone);
    if (first !== second) await rejection(sms.checkCode({ phone, purpose: 'register', code: first }));
    await sms.checkCode({ phone, purpose: 'register', code: second });
  });
});
