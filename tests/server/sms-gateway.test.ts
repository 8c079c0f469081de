import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogProvider, smsProviderFromEnv } from '@/server/features/sms/provider';
import type { SmsService } from '@/server/features/sms/service';
import { randomPhone, useSmsApp } from './support/sms-app';
import { TARGETS, type TestApp } from './support/test-app';

describe.each(TARGETS)('SMS providers on %s', (target) => {
  const fixture = useSmsApp(target);
  const { gateway, db } = fixture;
  let t: TestApp;
  let gatewaySms: SmsService;
  beforeAll(() => {
    ({ t, gatewaySms } = fixture.state);
  });

  it('posts JSON with a bearer token to the HTTP gateway and masks the code in sms_log', async () => {
    gateway.status = 200;
    gateway.calls.length = 0;
    const phone = randomPhone();
    await gatewaySms.sendCode(db(), { phone, purpose: 'register', templateCode: 'REGISTER_CODE' });
    expect(gateway.calls).toHaveLength(1);
    const call = gateway.calls[0];
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
    gateway.status = 503;
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
    gateway.status = 200;
    const retry = await t.app.inject({
      method: 'POST',
      url: '/bidprocurement/test/gateway-send',
      payload: { phone },
    });
    expect(retry.json().header.ret).toBe('0');
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
