import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeclaredRoute } from '@/server/features/monitor/api-permission-repository';
import {
  concretePath,
  createSecurityApp,
  type RawAnswer,
  rawRequest,
  retOf,
  type SecurityApp,
} from './support/security-app';

const HUGE = 'x'.repeat(200_000);
const DEEP = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;
const DEEP_OBJECT = `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`;
/** Field names the contracts use; each gets a value of the wrong kind or an absurd size. */
const FIELDS = [
  'id',
  'ids',
  'name',
  'projectId',
  'offerId',
  'pageNum',
  'pageSize',
  'loginName',
  'password',
  'phone',
  'code',
  'type',
  'status',
  'orgId',
  'roleId',
  'content',
  'budget',
  'day',
];

const JSON_BODIES: [string, string][] = [
  ['empty object', '{}'],
  ['array', '[]'],
  ['string', '"x"'],
  ['number', '12'],
  ['null', 'null'],
  ['malformed', '{"a":'],
  [
    'wrong types',
    JSON.stringify(Object.fromEntries(FIELDS.map((f, i) => [f, i % 2 ? { nested: [1] } : [true, null]]))),
  ],
  ['huge strings', JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, HUGE])))],
  ['huge numbers', JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, 1e308])))],
  ['50k-deep array', DEEP],
  ['50k-deep object', DEEP_OBJECT],
  [
    'bidi and control characters',
    JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, 'a\u202Eb\u0000c\u0007']))),
  ],
];

const BROKEN_MULTIPART: [string, Record<string, string>, string][] = [
  [
    'truncated',
    { 'content-type': 'multipart/form-data; boundary=XYZ' },
    '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4 trunc',
  ],
  ['no boundary', { 'content-type': 'multipart/form-data' }, 'garbage'],
  [
    'garbage headers',
    { 'content-type': 'multipart/form-data; boundary=XYZ' },
    '--XYZ\r\n\u0000\u0001:::\r\n\r\n--XYZ--',
  ],
];

/** A server fault, or a refusal that is not in an envelope (a 2xx file, e.g. an export, is an answer). */
function isFault(answer: RawAnswer): boolean {
  const ret = retOf(answer);
  if (answer.status >= 500 || ret === '9999' || ret === 'chat:500') return true;
  return answer.status >= 400 && ret === null;
}

describe('bad input to every route: a 4xx envelope, never a 500, and a healthy server afterwards', () => {
  let s: SecurityApp;
  const callers: DeclaredRoute[] = [];
  const tokenFor = new Map<string, string>();
  beforeAll(async () => {
    s = await createSecurityApp('sqlite', ['admin01', 'buyer01', 'supplier01', 'expert01']);
    const actors = await Promise.all(
      Object.entries(s.tokens).map(async ([account, token]) => ({
        token,
        account,
        actor: (await s.services.sessions.resolve(token))?.actor,
      })),
    );
    for (const route of s.routes) {
      if (route.url.endsWith('/logout') || route.url.endsWith('/logoutRest')) continue;
      // A caller the route admits, so the input reaches the route's own parsing.
      for (const { token, actor } of actors) {
        if (!actor) continue;
        if (route.roles && !route.roles.includes(actor.roleCode ?? '')) continue;
        const granted =
          route.permission === 'public' ||
          route.permission === 'session' ||
          (await s.services.permissions.has(actor.roleId, route.permission));
        if (!granted) continue;
        tokenFor.set(`${route.method} ${route.url}`, token);
        break;
      }
      callers.push(route);
    }
  }, 120_000);
  afterAll(async () => s.close());

  it('answers every malformed JSON body with a 4xx envelope', async () => {
    const failures: string[] = [];
    for (const route of callers) {
      if (route.method === 'GET' || route.url.endsWith('vim-chat-ws')) continue;
      const token = tokenFor.get(`${route.method} ${route.url}`);
      for (const [label, body] of JSON_BODIES) {
        const answer = await rawRequest(s.port, route.method, concretePath(route.url), {
          headers: { 'content-type': 'application/json', ...(token ? { 'x-auth-token': token } : {}) },
          body,
        });
        if (isFault(answer))
          failures.push(
            `${route.method} ${route.url} [${label}] -> ${answer.status} ${answer.body.slice(0, 100)}`,
          );
      }
    }
    expect(failures).toEqual([]);
  }, 180_000);

  it('answers broken multipart bodies and odd query strings with a 4xx envelope', async () => {
    const failures: string[] = [];
    for (const route of callers) {
      if (route.url.endsWith('vim-chat-ws')) continue;
      const token = tokenFor.get(`${route.method} ${route.url}`);
      const auth: Record<string, string> = token ? { 'x-auth-token': token } : {};
      const path = concretePath(route.url);
      const answers: [string, RawAnswer][] = [];
      if (route.method !== 'GET') {
        for (const [label, headers, body] of BROKEN_MULTIPART)
          answers.push([
            label,
            await rawRequest(s.port, route.method, path, { headers: { ...headers, ...auth }, body }),
          ]);
      }
      const query = `?id=${'9'.repeat(5000)}&id=2&pageNum=-1&pageSize=abc&name[]=x&projectId=%00%E2%80%AE`;
      answers.push([
        'query',
        await rawRequest(s.port, route.method, `${path}${query}`, {
          headers: { ...(route.method === 'GET' ? {} : { 'content-type': 'application/json' }), ...auth },
          ...(route.method === 'GET' ? {} : { body: '{}' }),
        }),
      ]);
      for (const [label, answer] of answers) {
        if (isFault(answer))
          failures.push(
            `${route.method} ${route.url} [${label}] -> ${answer.status} ${answer.body.slice(0, 100)}`,
          );
      }
    }
    expect(failures).toEqual([]);
  }, 180_000);

  it('is still healthy and serving afterwards', async () => {
    const health = await rawRequest(s.port, 'GET', '/health');
    expect(health.status).toBe(200);
    const info = await rawRequest(s.port, 'POST', '/bidprocurement/common-common/user/user/getUserInfo', {
      headers: { 'content-type': 'application/json', 'x-auth-token': s.tokens.admin01 as string },
      body: '{}',
    });
    expect(retOf(info)).toBe('0');
  });
});
