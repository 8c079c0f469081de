import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from '@/shared/errors/error-catalogue';
import type { DeclaredRoute } from '@/server/features/monitor/api-permission-repository';
import {
  apiTail,
  concretePath,
  createSecurityApp,
  isChatRoute,
  type RawAnswer,
  rawRequest,
  retOf,
  type SecurityApp,
} from './support/security-app';

/**
 * Spellings of one request target that a prefix test on the raw URL would not recognise. Each one
 * either matches the route (and gets its declared check) or matches nothing (404 / the client's page).
 */
function variants(url: string): string[] {
  const path = concretePath(url);
  const tail = apiTail(path);
  const last = path.length - 1;
  const encodedLast = `${path.slice(0, last)}%${path.charCodeAt(last).toString(16)}`;
  return [
    path,
    `/%62idprocurement${tail}`,
    `/%62%69%64procurement${tail}`,
    encodedLast,
    `/bidprocurement/%2e%2e/bidprocurement${tail}`,
    `/bidprocurement/%2e%2e${tail}`,
    `//bidprocurement${tail}`,
    `/BIDPROCUREMENT${tail}`,
    `${path}/`,
    `${path};x=1`,
    `${path}?`,
    `${path}?a=1&langCode=en`,
    `http://x${path}`,
    `http://x/%62idprocurement${tail}`,
  ];
}

const isClientPage = (answer: RawAnswer) =>
  answer.status === 200 && String(answer.headers['content-type']).startsWith('text/html');

/** No handler ran: refused with one of `refusals`, not found, or the client's page for an unknown GET. */
function refusedOrUnknown(answer: RawAnswer, refusals: string[]): boolean {
  if (answer.status === 404 || isClientPage(answer)) return true;
  const ret = retOf(answer);
  return ret !== null && refusals.includes(ret);
}

function bodyFor(method: string) {
  return method === 'GET' || method === 'HEAD' || method === 'DELETE'
    ? {}
    : { headers: { 'content-type': 'application/json' }, body: '{}' };
}

describe('the matched route decides: spelling the target differently never skips the checks', () => {
  let s: SecurityApp;
  let guarded: DeclaredRoute[];
  beforeAll(async () => {
    s = await createSecurityApp('sqlite');
    guarded = s.routes.filter((route) => route.permission !== 'public');
  }, 120_000);
  afterAll(async () => s.close());

  it('has the route table to drive the matrix', () => {
    // Hundreds of routes: a broken table (e.g. the catalogue not fed) must not pass as "nothing refused".
    expect(guarded.length).toBeGreaterThan(150);
  });

  it('refuses every spelling of every guarded route without a session (SESSION_INVALID, chat 401, or 404)', async () => {
    const failures: string[] = [];
    for (const route of guarded) {
      const answers = await Promise.all(
        variants(route.url).map(async (target) => ({
          target,
          answer: await rawRequest(s.port, route.method, target, bodyFor(route.method)),
        })),
      );
      for (const { target, answer } of answers) {
        const refusals = isChatRoute(route.url) ? ['chat:401'] : [ERROR_CATALOGUE.SESSION_INVALID.ret];
        if (!refusedOrUnknown(answer, refusals))
          failures.push(`${route.method} ${target} -> ${answer.status} ${answer.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 180_000);

  it('refuses every spelling of every role- or grant-guarded route to a signed-in user of another role (FORBIDDEN or 404)', async () => {
    const actors = await Promise.all(
      Object.entries(s.tokens).map(async ([account, token]) => ({
        account,
        token,
        actor: (await s.services.sessions.resolve(token))?.actor,
      })),
    );
    const failures: string[] = [];
    let checked = 0;
    for (const route of guarded) {
      if (isChatRoute(route.url)) continue;
      if (route.permission === 'session' && !route.roles) continue;
      let outsider: (typeof actors)[number] | undefined;
      for (const candidate of actors) {
        const actor = candidate.actor;
        if (!actor) continue;
        const roleRefused = route.roles ? !route.roles.includes(actor.roleCode ?? '') : false;
        const grantRefused =
          route.permission !== 'session' &&
          !(await s.services.permissions.has(actor.roleId, route.permission));
        if (roleRefused || grantRefused) {
          outsider = candidate;
          break;
        }
      }
      if (!outsider) continue;
      checked += 1;
      const { headers = {}, body } = bodyFor(route.method) as {
        headers?: Record<string, string>;
        body?: string;
      };
      for (const target of variants(route.url)) {
        const answer = await rawRequest(s.port, route.method, target, {
          headers: { ...headers, 'x-auth-token': outsider.token },
          ...(body !== undefined ? { body } : {}),
        });
        if (!refusedOrUnknown(answer, [ERROR_CATALOGUE.FORBIDDEN.ret]))
          failures.push(
            `${outsider.account}: ${route.method} ${target} -> ${answer.status} ${answer.body.slice(0, 120)}`,
          );
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(failures).toEqual([]);
  }, 180_000);

  it('still serves the same route to its rightful caller under the canonical spelling', async () => {
    const answer = await rawRequest(s.port, 'POST', '/bidprocurement/common-common/user/user/getUserInfo', {
      headers: { 'content-type': 'application/json', 'x-auth-token': s.tokens.admin01 as string },
      body: '{}',
    });
    expect(retOf(answer)).toBe('0');
  });
});
