import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from '@/shared/errors/error-catalogue';
import { TENDER_PATHS, tenderDocumentFilePath } from '@/shared/contracts/tender-paths';
import type { Actor } from '@/server/lib/request-context';
import {
  concretePath,
  createSecurityApp,
  isChatRoute,
  rawRequest,
  retOf,
  type SecurityApp,
} from './support/security-app';

const SESSION_INVALID = ERROR_CATALOGUE.SESSION_INVALID.ret;
const FORBIDDEN = ERROR_CATALOGUE.FORBIDDEN.ret;

/**
 * The routes anyone may call without signing in. A new public route must be added here on purpose:
 * the test fails when the route table has a public route this list does not name.
 */
const PUBLIC_ROUTES = [
  'GET /bidprocurement/common-common/agreement/agreement/get',
  'GET /bidprocurement/common-common/config/config/getSystemSource',
  'POST /bidprocurement/common-common/lang/lang/initMutiLang',
  'GET /bidprocurement/common-common/login/login/getSlidingVerificationCode',
  'POST /bidprocurement/common-common/login/login/login',
  'POST /bidprocurement/common-common/login/login/logoutRest',
  'GET /bidprocurement/common-common/login/login/randCodeImage',
  'POST /bidprocurement/common-common/login/login/randCodeImage',
  'POST /bidprocurement/common-common/tools/getHolidayNum',
  'GET /bidprocurement/common-common/tools/getTime',
  // The OpenAPI document: it says what each call needs, never returns data.
  'GET /bidprocurement/openapi.json',
  'POST /bidprocurement/common-common/tools/getTime',
  'POST /bidprocurement/common-common/typegroup/typegroup/initWebTypeGroupNewList',
  'POST /bidprocurement/common-common/user/user/retrievePhoneCodeCheck',
  'POST /bidprocurement/common-common/user/user/sendRetrievePhoneCode',
  'POST /bidprocurement/common-common/user/user/userRetrieveCheck',
  'POST /bidprocurement/common-common/user/user/userRetrieveSecretVal',
  'POST /bidprocurement/common-user/suppliernew/baseInfo/checkDepartInfo',
  'POST /bidprocurement/common-user/suppliernew/register/register',
  'POST /bidprocurement/common-user/suppliernew/register/sendSmsCode',
  // The audit trail's public project timeline and entry hashes (published projects only; issue 20).
  'GET /bidprocurement/audit-chain/public/entry',
  'GET /bidprocurement/audit-chain/public/timeline',
  // Open data (issue 20): OCDS packages, records, the feed and the notice documents they link, published projects only.
  'GET /bidprocurement/bid-procurement/open-data/document/:id',
  'GET /bidprocurement/bid-procurement/open-data/feed',
  'GET /bidprocurement/bid-procurement/open-data/record/:projectId',
  'GET /bidprocurement/bid-procurement/open-data/releases/:projectId',
  // The chat socket checks the token itself at the upgrade (chat-ws tests).
  'GET /bidprocurement/vim-chat-ws',
];

describe('authorisation matrix: every route x anonymous / each demo role', () => {
  let s: SecurityApp;
  const actors: { account: string; token: string; actor: Actor }[] = [];
  beforeAll(async () => {
    s = await createSecurityApp('sqlite');
    for (const [account, token] of Object.entries(s.tokens)) {
      const session = await s.services.sessions.resolve(token);
      if (session) actors.push({ account, token, actor: session.actor });
    }
  }, 120_000);
  afterAll(async () => s.close());

  it('lists every public route on purpose', () => {
    const open = s.routes.filter((r) => r.permission === 'public').map((r) => `${r.method} ${r.url}`);
    expect(open.sort()).toEqual([...PUBLIC_ROUTES].sort());
  });

  async function allowed(route: { permission: string; roles: string[] | null }, actor: Actor) {
    if (route.roles && !route.roles.includes(actor.roleCode ?? '')) return false;
    if (route.permission !== 'session' && !(await s.services.permissions.has(actor.roleId, route.permission)))
      return false;
    return true;
  }

  it('answers each call as its declaration says', async () => {
    const failures: string[] = [];
    const guarded = s.routes.filter((r) => r.permission !== 'public' && !r.url.endsWith('/logout'));
    for (const route of guarded) {
      const path = concretePath(route.url);
      const withBody = route.method !== 'GET' && route.method !== 'DELETE';
      const call = (token?: string) =>
        rawRequest(s.port, route.method, path, {
          headers: {
            ...(withBody ? { 'content-type': 'application/json' } : {}),
            ...(token ? { 'x-auth-token': token } : {}),
          },
          ...(withBody ? { body: '{}' } : {}),
        });
      const anonymous = retOf(await call());
      const anonymousExpected = isChatRoute(route.url) ? 'chat:401' : SESSION_INVALID;
      if (anonymous !== anonymousExpected)
        failures.push(`anonymous ${route.method} ${route.url} -> ${anonymous}`);
      for (const { account, token, actor } of actors) {
        const ret = retOf(await call(token));
        if (isChatRoute(route.url)) {
          if (ret === 'chat:401') failures.push(`${account} ${route.method} ${route.url} -> signed out`);
          continue;
        }
        const may = await allowed(route, actor);
        // A route declared for any session may narrow further by record or type (its service decides),
        // so a refusal there is not a contradiction; one declared with a grant the role holds is.
        const narrowedInside = route.permission === 'session' && !route.roles;
        if (may && (ret === SESSION_INVALID || (ret === FORBIDDEN && !narrowedInside)))
          failures.push(`${account} ${route.method} ${route.url} refused (${ret}) but its role is granted`);
        if (!may && ret !== FORBIDDEN)
          failures.push(`${account} ${route.method} ${route.url} -> ${ret}, not refused`);
      }
    }
    expect(failures).toEqual([]);
  }, 180_000);

  it("answers another organisation's user as if the record did not exist", async () => {
    const project = await s.database.db
      .selectFrom('tender_projects')
      .select('id')
      .where('project_code', '=', 'BL-DEMO-0001')
      .executeTakeFirstOrThrow();
    const document = await s.database.db
      .selectFrom('tender_documents')
      .select('id')
      .where('project_id', '=', project.id)
      .executeTakeFirstOrThrow();
    const post = (token: string, url: string, body: object) =>
      rawRequest(s.port, 'POST', `/bidprocurement${url}`, {
        headers: { 'content-type': 'application/json', 'x-auth-token': token },
        body: JSON.stringify(body),
      });
    // The owner's buyer reads its documents; an agency and an unrelated supplier do not learn they exist.
    expect(
      retOf(await post(s.tokens.buyer01 as string, TENDER_PATHS.documentList, { projectId: project.id })),
    ).toBe('0');
    for (const account of ['agent01', 'tempsupplier01', 'tempexpert01']) {
      const list = await post(s.tokens[account] as string, TENDER_PATHS.documentList, {
        projectId: project.id,
      });
      expect([ERROR_CATALOGUE.NOT_FOUND.ret, FORBIDDEN], account).toContain(retOf(list));
      const file = await rawRequest(s.port, 'GET', `/bidprocurement${tenderDocumentFilePath(document.id)}`, {
        headers: { 'x-auth-token': s.tokens[account] as string },
      });
      expect([ERROR_CATALOGUE.NOT_FOUND.ret, FORBIDDEN], account).toContain(retOf(file));
    }
  });
});
