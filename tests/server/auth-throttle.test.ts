import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '@/shared/contracts/auth';
import { loadConfig } from '@/server/config';
import { DEMO_PASSWORD } from '@/server/db/seed/demo-accounts';
import { solvedCaptchas } from './support/sign-in';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

const LOGIN_URL = `/bidprocurement${AUTH_PATHS.login}?langCode=en`;
const WRONG = 'Wrong@1234';

/** A sign-in from a given client address, with fresh captchas solved. */
async function attempt(t: TestApp, address: string, loginName: string, password: string) {
  const payload = { loginName, password, ...(await solvedCaptchas(t)) };
  return t.app.inject({ method: 'POST', url: LOGIN_URL, payload, remoteAddress: address });
}

const retOf = (res: { json(): { header: { ret: string } } }) => res.json().header.ret;

describe.each(TARGETS)('sign-in throttle on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => t.close());

  it('checks at most five of 15 parallel wrong attempts on one account; the rest wait', async () => {
    const captchas = await Promise.all(Array.from({ length: 15 }, () => solvedCaptchas(t)));
    const answers = await Promise.all(
      captchas.map((c) =>
        t.app.inject({
          method: 'POST',
          url: LOGIN_URL,
          payload: { loginName: 'biz01', password: WRONG, ...c },
          remoteAddress: '10.1.0.1',
        }),
      ),
    );
    const rets = answers.map(retOf);
    // 1010 means the password was checked (argon2); 1006 means refused before any check.
    expect(rets.filter((r) => r === '1010')).toHaveLength(5);
    expect(rets.filter((r) => r === '1006')).toHaveLength(10);
    const refused = answers.find((a) => retOf(a) === '1006');
    expect(refused?.statusCode).toBe(429);
    expect(refused?.json().header.message).toBe('Too many failed attempts, please retry in 1 minutes');

    // Even the right password waits out the back-off, then gets in.
    const waiting = await attempt(t, '10.1.0.1', 'biz01', DEMO_PASSWORD);
    expect(retOf(waiting)).toBe('1006');
    t.clock.advance(61 * 1000);
    expect(retOf(await attempt(t, '10.1.0.1', 'biz01', DEMO_PASSWORD))).toBe('0');
  });

  it('backs off longer after each further failure, and a success starts afresh', async () => {
    for (let i = 0; i < 5; i += 1) expect(retOf(await attempt(t, '10.1.0.2', 'agent01', WRONG))).toBe('1010');
    const minutesOf = async () => (await attempt(t, '10.1.0.2', 'agent01', WRONG)).json().header.message;
    expect(await minutesOf()).toBe('Too many failed attempts, please retry in 1 minutes');
    t.clock.advance(61 * 1000);
    expect(retOf(await attempt(t, '10.1.0.2', 'agent01', WRONG))).toBe('1010');
    expect(await minutesOf()).toBe('Too many failed attempts, please retry in 2 minutes');
    t.clock.advance(2 * 60 * 1000 + 1000);
    expect(retOf(await attempt(t, '10.1.0.2', 'agent01', WRONG))).toBe('1010');
    expect(await minutesOf()).toBe('Too many failed attempts, please retry in 4 minutes');
    t.clock.advance(4 * 60 * 1000 + 1000);
    expect(retOf(await attempt(t, '10.1.0.2', 'agent01', DEMO_PASSWORD))).toBe('0');
    // Forgiven: five fresh tries again before any wait.
    for (let i = 0; i < 5; i += 1) expect(retOf(await attempt(t, '10.1.0.2', 'agent01', WRONG))).toBe('1010');
  });

  it('never lets one address lock an account against another address', async () => {
    for (let i = 0; i < 12; i += 1) {
      await attempt(t, '10.2.0.1', 'expert01', WRONG);
      t.clock.advance(10 * 1000);
    }
    expect(retOf(await attempt(t, '10.2.0.1', 'expert01', DEMO_PASSWORD))).toBe('1006');
    // The owner, elsewhere, signs in at once; the failing address stays backed off.
    expect(retOf(await attempt(t, '10.2.0.2', 'expert01', DEMO_PASSWORD))).toBe('0');
    expect(retOf(await attempt(t, '10.2.0.1', 'expert01', DEMO_PASSWORD))).toBe('1006');
    // And the back-off is capped: within the hour the first address may try again.
    t.clock.advance(60 * 60 * 1000);
    expect(retOf(await attempt(t, '10.2.0.1', 'expert01', DEMO_PASSWORD))).toBe('0');
  });

  it('counts an unknown name exactly like a real one', async () => {
    for (let i = 0; i < 5; i += 1)
      expect(retOf(await attempt(t, '10.2.0.3', 'nobody42', WRONG))).toBe('1010');
    const refused = await attempt(t, '10.2.0.3', 'nobody42', WRONG);
    expect(refused.json().header.message).toBe('Too many failed attempts, please retry in 1 minutes');
  });
});

describe.each(TARGETS)('per-address sign-in limit on %s', (target) => {
  const limit = loadConfig({}).signInRateLimit;
  let t: TestApp;
  beforeAll(async () => {
    // The configured default, not the test harness's generous one.
    t = await createTestApp(target, { config: { signInRateLimit: limit } });
  });
  afterAll(async () => t.close());

  it(`refuses the sign-in call past ${limit} a minute from one address, whatever the accounts`, async () => {
    const call = (address: string, i: number) =>
      t.app.inject({
        method: 'POST',
        url: LOGIN_URL,
        payload: { loginName: `someone${i}`, password: WRONG },
        remoteAddress: address,
      });
    for (let i = 0; i < limit; i += 1) expect(retOf(await call('10.3.0.1', i))).toBe('1001');
    const refused = await call('10.3.0.1', limit);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().header).toMatchObject({
      ret: '1006',
      message: 'Too many attempts, please retry later',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect(retOf(await call('10.3.0.2', 0))).toBe('1001');
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('per-address sign-in limit shared through Redis', () => {
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    const config = { redisUrl, signInRateLimit: 4 };
    one = await createTestApp('sqlite', { config, seed: false });
    two = await createTestApp('sqlite', { config, seed: false });
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
  });

  it('counts the calls of one address on every server process together', async () => {
    // A fresh address per run: counters of an earlier run may still live in Redis for a minute.
    const octet = () => Math.floor(Math.random() * 250) + 1;
    const address = `10.${octet()}.${octet()}.${octet()}`;
    const call = (t: TestApp) =>
      t.app.inject({ method: 'POST', url: LOGIN_URL, payload: {}, remoteAddress: address });
    for (const t of [one, two, one, two]) expect(retOf(await call(t))).toBe('1001');
    expect(retOf(await call(one))).toBe('1006');
    expect(retOf(await call(two))).toBe('1006');
  });
});
