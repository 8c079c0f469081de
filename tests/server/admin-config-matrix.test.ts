import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIG_ADMIN_ENDPOINTS } from './support/admin-endpoints-config';
import { authed, signIn } from './support/sign-in';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

/** Every configuration endpoint: the administrator passes the permission check, a supplier does not. */
describe.each(TARGETS)('configuration endpoints by role on %s', (target) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp(target);
    tokens.admin = await signIn(t, 'admin01');
    tokens.supplier = await signIn(t, 'supplier01');
  });
  afterAll(async () => t?.close());

  const call = (e: (typeof CONFIG_ADMIN_ENDPOINTS)[number], token: string) =>
    t.app.inject({
      method: e.method,
      url: `/bidprocurement${e.path}`,
      headers: authed(token),
      ...(e.method === 'POST' ? { payload: e.body as object } : {}),
    });

  it.each(CONFIG_ADMIN_ENDPOINTS.map((e) => [`${e.method} ${e.path} ${JSON.stringify(e.body)}`, e] as const))(
    '%s',
    async (_name, endpoint) => {
      const allowed = await call(endpoint, tokens.admin as string);
      expect([200, 404, 409], allowed.body).toContain(allowed.statusCode);
      const refused = await call(endpoint, tokens.supplier as string);
      expect(refused.statusCode, refused.body).toBe(403);
    },
  );
});
