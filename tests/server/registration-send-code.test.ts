import { beforeAll, describe, expect, it } from 'vitest';
import { randomPhone, useRegistrationApp } from './support/registration-app';
import { TARGETS, type TestApp } from './support/test-app';

describe.each(TARGETS)('registration SMS codes on %s', (target) => {
  const fixture = useRegistrationApp(target);
  const { db, sendCode } = fixture;
  let t: TestApp;
  beforeAll(() => {
    t = fixture.testApp();
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
});
