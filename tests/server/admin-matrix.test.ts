import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENU_SEED } from '@/server/db/seed/seed-menus';
import { DEMO_ACCOUNTS } from '@/server/db/seed/demo-accounts';
import { LOGIN_TYPE_ROLES, type LoginType } from '@/shared/codes/roles';
import type { AdminEndpoint } from './support/admin-endpoint';
import { authed, signIn } from './support/sign-in';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

// Every administration area lists its endpoints in tests/server/support/admin-endpoints-<area>.ts.
const modules = import.meta.glob<Record<string, unknown>>('./support/admin-endpoints-*.ts', { eager: true });
const ENDPOINTS = Object.values(modules).flatMap((mod) =>
  Object.values(mod)
    .filter((value): value is AdminEndpoint[] => Array.isArray(value))
    .flat(),
);

/** One account per role: its first pair decides the role the session starts with. */
const ACCOUNTS = DEMO_ACCOUNTS.map((account) => {
  const role = account.pairs[0]?.role ?? '';
  const loginType = (Object.entries(LOGIN_TYPE_ROLES).find(([, roles]) =>
    (roles as readonly string[]).includes(role),
  )?.[0] ?? undefined) as LoginType | undefined;
  return { loginName: account.loginName, role, loginType };
});

function roleHolds(role: string, permission: string): boolean {
  return MENU_SEED.some(
    (entry) => entry.code === permission && (entry.roles as readonly string[]).includes(role),
  );
}

describe.each(TARGETS)('authorisation matrix of the administration endpoints on %s', (target) => {
  let t: TestApp;
  const tokens = new Map<string, string>();
  beforeAll(async () => {
    t = await createTestApp(target);
    for (const account of ACCOUNTS) {
      tokens.set(
        account.loginName,
        await signIn(t, account.loginName, account.loginType ? { loginType: account.loginType } : {}),
      );
    }
  });
  afterAll(async () => t.close());

  it('lists administration endpoints to check', () => {
    expect(ENDPOINTS.length).toBeGreaterThan(0);
  });

  it.each(ACCOUNTS.map((a) => [a.loginName, a.role] as const))(
    'allows %s (%s) exactly the endpoints its role holds',
    async (loginName, role) => {
      const token = tokens.get(loginName) as string;
      const mismatches: string[] = [];
      for (const endpoint of ENDPOINTS) {
        const res = await t.app.inject({
          method: endpoint.method,
          url: `/bidprocurement${endpoint.path}`,
          headers: authed(token),
          ...(endpoint.method === 'GET' ? {} : { payload: (endpoint.body ?? {}) as object }),
        });
        const refused = res.statusCode === 403 && res.json().header?.ret === '1004';
        const expectedAllowed = roleHolds(role, endpoint.permission);
        if (refused === expectedAllowed) {
          mismatches.push(
            `${endpoint.method} ${endpoint.path} (${endpoint.permission}): ${res.statusCode} ${res.body.slice(0, 120)}`,
          );
        }
      }
      expect(mismatches).toEqual([]);
    },
  );
});
