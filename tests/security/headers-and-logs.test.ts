import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TENDER_PATHS, tenderDocumentFilePath } from '@/shared/contracts/tender-paths';
import { loggerOptions, redactedUrl } from '@/server/lib/log-redaction';
import { createSecurityApp, rawRequest, retOf, type SecurityApp } from './support/security-app';

function expectBaseHeaders(headers: Record<string, unknown>) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  const csp = String(headers['content-security-policy']);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/script-src 'self'(;|$)/);
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).toContain("default-src 'self'");
}

describe('security headers', () => {
  let s: SecurityApp;
  beforeAll(async () => {
    s = await createSecurityApp('sqlite', ['buyer01']);
  }, 120_000);
  afterAll(async () => s.close());

  it('sends them with the page, with hashed assets and on a client route', async () => {
    for (const target of ['/', '/assets/app-abc123.js', '/home']) {
      const answer = await rawRequest(s.port, 'GET', target);
      expect(answer.status, target).toBe(200);
      expectBaseHeaders(answer.headers);
    }
  });

  it('sends them with API answers, refusals included', async () => {
    const ok = await rawRequest(s.port, 'GET', '/bidprocurement/common-common/tools/getTime');
    expect(retOf(ok)).toBe('0');
    expectBaseHeaders(ok.headers);
    const refused = await rawRequest(s.port, 'POST', '/bidprocurement/common-common/user/user/getUserInfo', {
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(retOf(refused)).toBe('1000');
    expectBaseHeaders(refused.headers);
  });

  it('sends a document as an attachment that the browser may not sniff', async () => {
    const project = await s.database.db
      .selectFrom('tender_projects')
      .select('id')
      .where('project_code', '=', 'BL-DEMO-0001')
      .executeTakeFirstOrThrow();
    const list = await rawRequest(s.port, 'POST', `/bidprocurement${TENDER_PATHS.documentList}`, {
      headers: { 'content-type': 'application/json', 'x-auth-token': s.tokens.buyer01 as string },
      body: JSON.stringify({ projectId: project.id }),
    });
    const documents = (list.json?.body ?? []) as { id: string }[];
    const first = Array.isArray(documents)
      ? documents[0]
      : (documents as { records?: { id: string }[] }).records?.[0];
    expect(first).toBeDefined();
    const file = await rawRequest(
      s.port,
      'GET',
      `/bidprocurement${tenderDocumentFilePath(first?.id as string)}`,
      {
        headers: { 'x-auth-token': s.tokens.buyer01 as string },
      },
    );
    expect(file.status).toBe(200);
    expect(String(file.headers['content-disposition'])).toMatch(/^attachment;/);
    expectBaseHeaders(file.headers);
  });
});

describe('logs never hold tokens, passwords or codes', () => {
  it('masks secret query values', () => {
    expect(redactedUrl('/bidprocurement/vim-chat-ws?token=abc123&langCode=en')).toBe(
      '/bidprocurement/vim-chat-ws?token=***&langCode=en',
    );
    expect(redactedUrl('/x?smsCode=123456&password=p&pageNum=2')).toBe(
      '/x?smsCode=***&password=***&pageNum=2',
    );
  });

  it('keeps them out of every line the app logger writes', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: { ...(loggerOptions('trace') as object), stream } as never });
    app.post('/login', async (request) => {
      request.log.info({ body: request.body }, 'login body');
      request.log.info({ attempt: { password: 'Secret#99', token: 'tok-SECRET', code: '654321' } }, 'nested');
      return { ok: true };
    });
    await app.inject({
      method: 'POST',
      url: '/login?token=tok-QUERY&code=111222',
      headers: {
        'x-auth-token': 'tok-HEADER',
        cookie: 'X-AUTH-TOKEN=tok-COOKIE',
        authorization: 'Bearer tok-AUTH',
      },
      payload: { loginName: 'admin01', password: 'Secret#99', code: '654321' },
    });
    await app.close();
    const text = lines.join('\n');
    expect(text).toContain('login body');
    for (const secret of [
      'tok-QUERY',
      '111222',
      'tok-HEADER',
      'tok-COOKIE',
      'tok-AUTH',
      'Secret#99',
      '654321',
      'tok-SECRET',
    ])
      expect(text, secret).not.toContain(secret);
  });
});
