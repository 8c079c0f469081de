import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_PREFIX, OPENAPI_PATH } from '@/shared/contracts/api-prefix';
import { AUTH_PATHS } from '@/shared/contracts/auth';
import { apiRoute } from '@/server/lib/api-route';
import { authed, signIn } from './support/sign-in';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

type Operation = OpenAPIV3_1.OperationObject & { 'x-access'?: unknown };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** The chat socket (an upgrade, not a call: @fastify/websocket keeps it out of the document). */
const NOT_DOCUMENTED = new Set<string>(['GET /bidprocurement/vim-chat-ws']);

/** Files and streams: declared through the helper, answering bytes rather than a JSON envelope. */
const RAW = new Set<string>([
  'POST /bidprocurement/common-common/tools/createFileToZip',
  'POST /bidprocurement/common-material/item/export',
  'GET /bidprocurement/bid-procurement/contracts/scan/:id',
  'GET /bidprocurement/bid-procurement/document/file/:id',
  'GET /bidprocurement/bid-procurement/evaluation-results/buyer-report/:projectId',
  'GET /bidprocurement/bid-procurement/evaluation-results/expert-report/:projectId',
  'GET /bidprocurement/bid-procurement/fees/file/:id',
  'GET /bidprocurement/bid-procurement/notices/pdf/:id',
  'GET /bidprocurement/bid-procurement/objections/attachment/:id',
  'GET /bidprocurement/bid-procurement/open-data/document/:id',
  'GET /bidprocurement/bid-plan/construction/scan/file/:id',
  'GET /bidprocurement/openapi.json',
  'GET /bidprocurement/vim-chat/api/sys/files/:id',
  'POST /bidprocurement/bid-plan/plan/line/export',
  'GET /bidprocurement/bid-plan/plan/line/template',
  'POST /bidprocurement/bid-plan/plan/line/template',
  'POST /bidprocurement/bid-procurement/subject-matters/export',
  'GET /bidprocurement/bid-procurement/subject-matters/template',
  'POST /bidprocurement/bid-procurement/subject-matters/template',
]);

/**
 * Routes not declared through lib/api-route.ts: none now; any route without contracts fails, and a
 * route listed here that gets converted fails too, so the list only shrinks.
 */
const WITHOUT_CONTRACT = new Set<string>([]);

/** Fastify's `/a/:id` as OpenAPI writes it, `/a/{id}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** Every `$ref` in the document points at a schema it has. */
function danglingRefs(doc: OpenAPIV3_1.Document): string[] {
  const refs = JSON.stringify(doc).match(/"\$ref":"[^"]+"/g) ?? [];
  return refs
    .map((ref) => ref.slice(8, -1))
    .filter((ref) => {
      const name = ref.replace('#/components/schemas/', '');
      return !ref.startsWith('#/components/schemas/') || !doc.components?.schemas?.[name];
    });
}

describe.each(TARGETS)('the OpenAPI document on %s', (target) => {
  let t: TestApp;
  let doc: OpenAPIV3_1.Document;

  beforeAll(async () => {
    t = await createTestApp(target, {
      // A route whose answer has a field its contract does not list: serialization must keep it.
      extraRoutes: async (api) => {
        apiRoute(api, {
          url: '/test-only/extra-field',
          access: 'public',
          body: z.object({ name: z.string().min(1, 'validation:required') }),
          response: z.object({ name: z.string() }),
          handler: ({ body }) => ({ name: body.name, extra: 'kept', nested: { deep: [1, 2] } }),
        });
      },
    });
    const res = await t.app.inject({ method: 'GET', url: `${API_PREFIX}${OPENAPI_PATH}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    doc = res.json();
  });
  afterAll(async () => t?.close());

  it('is served to anyone as an OpenAPI 3.1 document with the token schemes', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info).toMatchObject({ title: 'Bidline API', version: expect.any(String) });
    expect(doc.components?.securitySchemes).toEqual({
      authToken: { type: 'apiKey', in: 'header', name: 'X-AUTH-TOKEN' },
      authCookie: { type: 'apiKey', in: 'cookie', name: 'X-AUTH-TOKEN' },
    });
    for (const [path, item] of Object.entries(doc.paths ?? {})) {
      expect(path.startsWith('/'), path).toBe(true);
      for (const method of METHODS) {
        const op = item?.[method];
        if (op) expect(Object.keys(op.responses ?? {}).length, `${method} ${path}`).toBeGreaterThan(0);
      }
    }
    expect(danglingRefs(doc)).toEqual([]);
  });

  it('lists every registered API route with its contracts and who may call it', () => {
    const missing: string[] = [];
    const withoutContract: string[] = [];
    const wrongSecurity: string[] = [];
    const stale: string[] = [];
    for (const route of t.services.monitor.apiCatalogue.all()) {
      const name = `${route.method} ${route.url}`;
      const op = doc.paths?.[openApiPath(route.url)]?.[route.method.toLowerCase() as 'get'] as
        | Operation
        | undefined;
      if (!op) {
        if (!NOT_DOCUMENTED.has(name)) missing.push(name);
        continue;
      }
      if (!op['x-access']) {
        if (!WITHOUT_CONTRACT.has(name)) withoutContract.push(name);
        continue;
      }
      if (WITHOUT_CONTRACT.has(name)) stale.push(name);
      const ok = op.responses?.['200'] as OpenAPIV3_1.ResponseObject | undefined;
      const answer = ok?.content?.['application/json']?.schema as OpenAPIV3_1.SchemaObject | undefined;
      if (!answer && !RAW.has(name)) withoutContract.push(`${name} (answer)`);
      const guarded = route.permission !== 'public' || op['x-access'] === 'token';
      const schemes = (op.security ?? []).flatMap((s) => Object.keys(s));
      if (guarded ? !schemes.includes('authToken') : schemes.length > 0) wrongSecurity.push(name);
      const declared = op['x-access'];
      if (route.permission !== 'public' && route.permission !== 'session')
        if (JSON.stringify(declared) !== JSON.stringify({ permission: route.permission }))
          wrongSecurity.push(`${name} (x-access ${JSON.stringify(declared)})`);
    }
    expect(missing).toEqual([]);
    expect(withoutContract).toEqual([]);
    expect(wrongSecurity).toEqual([]);
    // A converted route leaves the list.
    expect(stale).toEqual([]);
  });

  it('documents the sign-in with its body contract and the envelope of its answer', () => {
    const op = doc.paths?.[`${API_PREFIX}${AUTH_PATHS.login}`]?.post as Operation;
    const body = op.requestBody as OpenAPIV3_1.RequestBodyObject;
    const input = body.content['application/json']?.schema as OpenAPIV3_1.SchemaObject;
    expect(Object.keys(input.properties ?? {})).toEqual(expect.arrayContaining(['loginName', 'password']));
    const ok = op.responses?.['200'] as OpenAPIV3_1.ResponseObject;
    const answer = ok.content?.['application/json']?.schema as OpenAPIV3_1.SchemaObject;
    expect(Object.keys(answer.properties ?? {})).toEqual(['header', 'body']);
    expect(op.security).toEqual([]);
    expect(op['x-access']).toBe('public');
    expect(op.responses?.['4XX'] ?? op.responses?.['4xx']).toBeTruthy();
  });

  it('keeps fields an answer has beyond its contract (serialization never strips)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/test-only/extra-field`,
      payload: { name: 'n' },
    });
    expect(res.json().body).toEqual({ name: 'n', extra: 'kept', nested: { deep: [1, 2] } });
  });

  it('answers input its contract refuses with the translated refusal naming field and rule', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/test-only/extra-field?langCode=en`,
      payload: { name: '' },
    });
    expect(res.statusCode).toBe(400);
    const header = res.json().header;
    expect(header).toMatchObject({ ret: '1001', field: 'name', rule: 'required' });
    expect(header.message).not.toMatch(/validation:|body\//);
    expect(res.json().body).toBeNull();
  });

  it('checks the session before the input: a guarded route refuses a stranger whatever the body', async () => {
    const switchRole = `${API_PREFIX}${AUTH_PATHS.switchRoleOrg}`;
    const stranger = await t.app.inject({ method: 'POST', url: switchRole, payload: { orgId: [] } });
    expect(stranger.statusCode).toBe(401);
    const token = await signIn(t, 'admin01');
    const signedIn = await t.app.inject({
      method: 'POST',
      url: switchRole,
      headers: authed(token),
      payload: { orgId: [] },
    });
    expect(signedIn.statusCode).toBe(400);
    expect(signedIn.json().header.field).toBe('orgId');
  });
});
