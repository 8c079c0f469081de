import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { success } from '@/server/lib/envelope';
import type { Clock } from '@/server/lib/clock';
import { translate } from '@/server/lib/translate';
import {
  createHttpGatewayProvider,
  createLogProvider,
  smsProviderFromEnv,
} from '@/server/features/sms/provider';
import { createSmsService, type SmsService } from '@/server/features/sms/service';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

const randomPhone = () => `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

describe.each(TARGETS)('SMS codes on %s', (target) => {
  let t: TestApp;
  let sms: SmsService;
  let gatewaySms: SmsService;
  const gatewayCalls: { url: string; init: RequestInit }[] = [];
  let gatewayStatus = 200;
  const fakeFetch = (async (url: string, init: RequestInit) => {
    gatewayCalls.push({ url, init });
    return new Response(gatewayStatus === 200 ? 'ok' : 'quota exceeded', { status: gatewayStatus });
  }) as unknown as typeof fetch;

  beforeAll(async () => {
    t = await createTestApp(target, {
      extraRoutes: async (api, _services, database) => {
        const clock: Clock = { now: () => t.clock.now() };
        sms = createSmsService(database, clock, createLogProvider());
        gatewaySms = createSmsService(
          database,
          clock,
          createHttpGatewayProvider('https://sms.example/send', 'tok-123', fakeFetch),
        );
        api.post('/test/gateway-send', { config: { public: true } }, async (request) => {
          const { phone } = request.body as { phone: string };
          return success(
            await gatewaySms.sendCode(database.db, {
              phone,
              purpose: 'register',
              templateCode: 'REGISTER_CODE',
            }),
          );
        });
      },
    });
    await sms.ensureTemplates();
  });
  afterAll(async () => t.close());

  const db = () => t.database.db;
  const send = (phone: string, purpose: 'register' | 'retrieve' = 'register') =>
    sms.sendCode(db(), {
      phone,
      purpose,
      templateCode: purpose === 'register' ? 'REGISTER_CODE' : 'RETRIEVE_CODE',
    });
  const lastCode = async (phone: string) => {
    const row = await db()
      .selectFrom('sms_log')
      .select('content')
      .where('phone', '=', phone)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    return /(\d{6})/.exec(row.content)?.[1] ?? '';
  };
  const rejection = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => undefined,
      (e: unknown) => e as { code: string; messageKey: string; vars?: Record<string, unknown> },
    );
    if (!error) throw new Error('expected a rejection');
    return error;
  };

  it('seeds both templates once and keeps an administrator edit', async () => {
    await db()
      .updateTable('sms_templates')
      .set({ content: '验证码{{code}}' })
      .where('code', '=', 'RETRIEVE_CODE')
      .execute();
    await sms.ensureTemplates();
    const rows = await db().selectFrom('sms_templates').select(['code', 'content']).orderBy('code').execute();
    expect(rows.map((r) => r.code)).toEqual(['REGISTER_CODE', 'RETRIEVE_CODE']);
    expect(rows[0]?.content).toContain('{{code}}');
    expect(rows[0]?.content).toContain('{{minutes}}分钟');
    expect(rows[1]?.content).toBe('验证码{{code}}');
  });

  it('sends a 6-digit code in Chinese, records it in sms_log and stores only its hash', async () => {
    const phone = randomPhone();
    expect(await send(phone)).toEqual({ retryAfter: 60 });
    const log = await db().selectFrom('sms_log').selectAll().where('phone', '=', phone).execute();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      template_code: 'REGISTER_CODE',
      provider: 'log',
      status: 'sent',
      error: null,
    });
    expect(log[0]?.content).toMatch(/注册验证码为\d{6}，5分钟内有效/);
    const code = await lastCode(phone);
    const stored = await db().selectFrom('sms_codes').selectAll().where('phone', '=', phone).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]?.code_hash).not.toContain(code);
  });

  it('allows one code per phone and purpose per 60 s and says how long to wait', async () => {
    const phone = randomPhone();
    await send(phone);
    t.clock.advance(20_000);
    const error = await rejection(send(phone));
    expect(error).toMatchObject({
      code: 'RATE_LIMITED',
      messageKey: 'auth-server:smsTooSoon',
      vars: { seconds: 40 },
    });
    // Another purpose has its own 60 s.
    expect(await send(phone, 'retrieve')).toEqual({ retryAfter: 60 });
    t.clock.advance(40_000);
    expect(await send(phone)).toEqual({ retryAfter: 60 });
  });

  it('words the throttle message with the seconds left', async () => {
    const phone = randomPhone();
    await send(phone);
    t.clock.advance(15_000);
    const error = await rejection(send(phone));
    expect(translate('en', error.messageKey, error.vars as Record<string, number>)).toBe(
      'Please wait 45 seconds before requesting another verification code',
    );
  });

  it('lets exactly one of several parallel sends to one phone through', async () => {
    const phone = randomPhone();
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => send(phone)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await db().selectFrom('sms_log').select('id').where('phone', '=', phone).execute()).toHaveLength(
      1,
    );
  });

  it('caps a phone at 10 codes in 24 hours across purposes', async () => {
    const phone = randomPhone();
    for (let i = 0; i < 10; i += 1) {
      await send(phone, i % 2 ? 'retrieve' : 'register');
      t.clock.advance(61_000);
    }
    expect(await rejection(send(phone))).toMatchObject({
      code: 'RATE_LIMITED',
      messageKey: 'auth-server:smsDailyCap',
    });
    t.clock.advance(24 * 3600 * 1000);
    expect(await send(phone)).toEqual({ retryAfter: 60 });
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

  it('posts JSON with a bearer token to the HTTP gateway and masks the code in sms_log', async () => {
    gatewayStatus = 200;
    gatewayCalls.length = 0;
    const phone = randomPhone();
    await gatewaySms.sendCode(db(), { phone, purpose: 'register', templateCode: 'REGISTER_CODE' });
    expect(gatewayCalls).toHaveLength(1);
    const call = gatewayCalls[0];
    if (!call) throw new Error('no gateway call');
    expect(call.url).toBe('https://sms.example/send');
    expect(call.init.method).toBe('POST');
    expect((call.init.headers as Record<string, string>).authorization).toBe('Bearer tok-123');
    const body = JSON.parse(String(call.init.body));
    expect(body).toMatchObject({ phone, templateCode: 'REGISTER_CODE' });
    expect(body.content).toMatch(/\d{6}/);
    const log = await db()
      .selectFrom('sms_log')
      .selectAll()
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow();
    expect(log).toMatchObject({ provider: 'http-gateway', status: 'sent' });
    expect(log.content).toContain('******');
    expect(log.content).not.toMatch(/\d{6}/);
  });

  it('logs a non-2xx gateway answer as failed and answers a clear error', async () => {
    gatewayStatus = 503;
    const phone = randomPhone();
    const res = await t.app.inject({
      method: 'POST',
      url: '/bidprocurement/test/gateway-send?langCode=en',
      payload: { phone },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json().header.message).toBe('The SMS could not be sent, please retry later');
    const log = await db().selectFrom('sms_log').selectAll().where('phone', '=', phone).execute();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ provider: 'http-gateway', status: 'failed' });
    expect(log[0]?.error).toContain('503');
    // Nothing reached the user, so nothing blocks an immediate retry.
    expect(await db().selectFrom('sms_codes').select('id').where('phone', '=', phone).execute()).toHaveLength(
      0,
    );
    gatewayStatus = 200;
    const retry = await t.app.inject({
      method: 'POST',
      url: '/bidprocurement/test/gateway-send',
      payload: { phone },
    });
    expect(retry.json().header.ret).toBe('0');
  });

  it('lists the log newest first, by page and phone', async () => {
    const phone = randomPhone();
    for (let i = 0; i < 3; i += 1) {
      await send(phone, i === 1 ? 'retrieve' : 'register');
      t.clock.advance(61_000);
    }
    const page = await sms.listLog({ phone: `+86${phone}`, pageNo: 1, pageSize: 2 });
    expect(page.total).toBe(3);
    expect(page.records).toHaveLength(2);
    expect((page.records[0]?.createdAt ?? '') > (page.records[1]?.createdAt ?? '')).toBe(true);
    expect(page.records[0]).toMatchObject({ phone, provider: 'log', status: 'sent' });
    const second = await sms.listLog({ phone, pageNo: 2, pageSize: 2 });
    expect(second.records).toHaveLength(1);
    expect((await sms.listLog({ pageNo: 1, pageSize: 10 })).total).toBeGreaterThan(3);
  });

  it('prints messages through the logger and picks the provider from the environment', async () => {
    const info = vi.fn();
    await createLogProvider(() => ({ info })).send('13900000000', 'hello 123456', 'REGISTER_CODE');
    expect(info).toHaveBeenCalledWith(
      { sms: { phone: '13900000000', templateCode: 'REGISTER_CODE', content: 'hello 123456' } },
      'sms (log provider)',
    );
    expect(smsProviderFromEnv({}).name).toBe('log');
    expect(smsProviderFromEnv({ SMS_GATEWAY_URL: 'https://x.example' }).name).toBe('http-gateway');
  });
});
