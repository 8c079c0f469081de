import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONITOR_PATHS as MON } from '@/shared/contracts/admin-monitor';
import { ADMIN_SMS_PATHS as SMS_PATHS } from '@/shared/contracts/admin-config-sms';
import { bodyOf, type Json, post } from './support/admin-call';
import { signIn } from './support/sign-in';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

const TOKEN = 'gateway-secret-7731';

/** A local SMS gateway: answers with the status the test sets, and keeps what it received. */
async function startGateway() {
  const state = { status: 200, received: [] as { auth?: string; body: Json }[] };
  const server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => {
      text += chunk;
    });
    req.on('end', () => {
      state.received.push({ auth: req.headers.authorization, body: JSON.parse(text) });
      res.writeHead(state.status, { 'content-type': 'text/plain' });
      res.end(state.status === 200 ? 'queued' : 'quota exceeded');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    state,
    url: `http://127.0.0.1:${port}/sms/send`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe.each(TARGETS)('SMS gateway calls in the docking-platform log on %s', (target) => {
  let t: TestApp;
  let admin: string;
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  const phone = '13912345678';
  const send = () =>
    t.services.sms.sendCode(t.database.db, { phone, purpose: 'register', templateCode: 'REGISTER_CODE' });
  const platformRows = () =>
    t.database.db
      .selectFrom('platform_log')
      .selectAll()
      .where('platform', '=', 'sms')
      .orderBy('seq')
      .execute();

  beforeAll(async () => {
    gateway = await startGateway();
    t = await createTestApp(target);
    admin = await signIn(t, 'admin01');
    // Query strings may carry keys: the log must leave them out.
    const config = { provider: 'http-gateway', gatewayUrl: `${gateway.url}?key=abc`, gatewayToken: TOKEN };
    bodyOf(await post(t, admin, SMS_PATHS.saveSmsConfig, config));
  }, 30_000);
  afterAll(async () => {
    await t?.close();
    await gateway?.close();
  });

  it('records a successful call without the code, the token or the full phone number', async () => {
    await send();
    expect(gateway.state.received).toHaveLength(1);
    expect(gateway.state.received[0]?.auth).toBe(`Bearer ${TOKEN}`);
    const code = /(\d{6})/.exec(gateway.state.received[0]?.body.content)?.[1] as string;
    const [row] = await platformRows();
    expect(row).toMatchObject({ platform: 'sms', endpoint: gateway.url, status: '00', error: null });
    expect(Number(row?.duration_ms)).toBeGreaterThanOrEqual(0);
    const request = JSON.parse(row?.request_summary ?? '{}');
    expect(request).toMatchObject({ phone: '139****5678', templateCode: 'REGISTER_CODE' });
    expect(JSON.parse(row?.response_summary ?? '{}')).toEqual({ status: 200, body: 'queued' });
    const stored = JSON.stringify(row);
    for (const secret of [code, TOKEN, phone, 'key=abc']) expect(stored).not.toContain(secret);
  });

  it('records a refused call and an unreachable gateway as failures', async () => {
    gateway.state.status = 503;
    t.clock.advance(61_000);
    await expect(send()).rejects.toBeTruthy();
    const failed = (await platformRows()).at(-1);
    expect(failed).toMatchObject({ status: '01', error: 'HTTP 503' });
    expect(JSON.parse(failed?.response_summary ?? '{}')).toEqual({ status: 503, body: 'quota exceeded' });

    await gateway.close();
    t.clock.advance(61_000);
    await expect(send()).rejects.toBeTruthy();
    const unreachable = (await platformRows()).at(-1);
    expect(unreachable).toMatchObject({ status: '01', response_summary: null, endpoint: gateway.url });
    expect(unreachable?.error).toBeTruthy();

    const page = bodyOf(await post(t, admin, MON.platformLogPage, { platform: 'sms', status: '01' }));
    expect(page.total).toBe(2);
    expect(page.records.every((r: Json) => r.endpoint === gateway.url)).toBe(true);
  });
});
