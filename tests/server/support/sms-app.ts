import { afterAll, beforeAll } from 'vitest';
import { createHttpGatewayProvider, createLogProvider } from '@/server/features/sms/provider';
import { createSmsService, type SmsService } from '@/server/features/sms/service';
import type { Clock } from '@/server/lib/clock';
import { success } from '@/server/lib/envelope';
import { createTestApp, type TargetName, type TestApp } from './test-app';
import { latestSmsCode } from './sms-log';

export const randomPhone = () => `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** The error a refused SMS call rejects with; fails the test when the call succeeded. */
export async function rejection(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e as { code: string; messageKey: string; vars?: Record<string, unknown> },
  );
  if (!error) throw new Error('expected a rejection');
  return error;
}

/**
 * A test app with two SMS services on its database: one printing to the log, one posting to a fake
 * HTTP gateway (reachable through POST /test/gateway-send) whose answers the tests set in `gateway`.
 */
export function useSmsApp(target: TargetName) {
  const gateway = { calls: [] as { url: string; init: RequestInit }[], status: 200 };
  const fakeFetch = (async (url: string, init: RequestInit) => {
    gateway.calls.push({ url, init });
    return new Response(gateway.status === 200 ? 'ok' : 'quota exceeded', { status: gateway.status });
  }) as unknown as typeof fetch;
  const state = {} as { t: TestApp; sms: SmsService; gatewaySms: SmsService };

  beforeAll(async () => {
    state.t = await createTestApp(target, {
      extraRoutes: async (api, _services, database) => {
        const clock: Clock = { now: () => state.t.clock.now() };
        state.sms = createSmsService(database, clock, createLogProvider());
        state.gatewaySms = createSmsService(
          database,
          clock,
          createHttpGatewayProvider('https://sms.example/send', 'tok-123', fakeFetch),
        );
        api.post('/test/gateway-send', { config: { access: 'public' } }, async (request) => {
          const { phone } = request.body as { phone: string };
          return success(
            await state.gatewaySms.sendCode(database.db, {
              phone,
              purpose: 'register',
              templateCode: 'REGISTER_CODE',
            }),
          );
        });
      },
    });
    await state.sms.ensureTemplates();
  });
  afterAll(async () => state.t.close());

  const db = () => state.t.database.db;
  const send = (phone: string, purpose: 'register' | 'retrieve' = 'register') =>
    state.sms.sendCode(db(), {
      phone,
      purpose,
      templateCode: purpose === 'register' ? 'REGISTER_CODE' : 'RETRIEVE_CODE',
    });
  const lastCode = (phone: string) => latestSmsCode(db(), phone);
  return { state, gateway, db, send, lastCode };
}
