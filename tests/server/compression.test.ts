import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENU_PATHS } from '@/shared/contracts/menus-paths';
import { TENDER_PATHS, tenderDocumentFilePath } from '@/shared/contracts/tender-paths';
import { TOOLS_PATHS } from '@/shared/contracts/tools-paths';
import { COMPRESS_THRESHOLD_BYTES } from '@/server/plugins/compression';
import { precompressFiles } from '../../vite.config';
import { authed, signIn } from './support/sign-in';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

/** A built client in miniature: a page, a big script with its .br/.gz copies, a small script without. */
function fakeClient(): { dir: string; script: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bidline-client-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>Bidline</title>${' '.repeat(2000)}`);
  const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i}`))};\n`;
  fs.writeFileSync(path.join(dir, 'assets/app-abc123.js'), script);
  fs.writeFileSync(path.join(dir, 'assets/tiny-abc123.js'), 'export const a = 1;\n');
  return { dir, script };
}

const gunzip = (buffer: Buffer) => zlib.gunzipSync(buffer).toString('utf8');
const unbrotli = (buffer: Buffer) => zlib.brotliDecompressSync(buffer).toString('utf8');

describe.each(TARGETS)('compression on %s', (target) => {
  let t: TestApp;
  let token: string;
  let client: ReturnType<typeof fakeClient>;

  beforeAll(async () => {
    client = fakeClient();
    expect(await precompressFiles(client.dir)).toEqual(['assets/app-abc123.js', 'index.html']);
    t = await createTestApp(target, { clientDir: client.dir });
    token = await signIn(t, 'admin01');
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(client.dir, { recursive: true, force: true });
  });

  const getMenu = (encoding?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/bidprocurement${MENU_PATHS.getMenu}?langCode=en`,
      payload: { language: 'en' },
      headers: { ...authed(token), ...(encoding ? { 'accept-encoding': encoding } : {}) },
    });

  it('compresses an API answer over 1 KB for a client that accepts brotli or gzip', async () => {
    const plain = await getMenu();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    expect(plain.json().header.ret).toBe('0');

    const br = await getMenu('br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(unbrotli(br.rawPayload)).body).toEqual(plain.json().body);

    const gz = await getMenu('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzip(gz.rawPayload)).body).toEqual(plain.json().body);
  });

  it('sends a small API answer as it is', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/bidprocurement${TOOLS_PATHS.getTime}`,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().header.ret).toBe('0');
  });

  it('sends a document download as stored, and 304 still answers a matching If-None-Match', async () => {
    const demo = await t.database.db
      .selectFrom('tender_projects')
      .select('id')
      .where('project_code', '=', 'BL-DEMO-0001')
      .executeTakeFirstOrThrow();
    const supplier = await signIn(t, 'supplier01');
    const list = await t.app.inject({
      method: 'POST',
      url: `/bidprocurement${TENDER_PATHS.documentList}?langCode=en`,
      payload: { projectId: demo.id },
      headers: authed(supplier),
    });
    const [doc] = list.json().body as Array<{ id: string; sha256: string }>;
    const download = (headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'GET',
        url: `/bidprocurement${tenderDocumentFilePath(doc?.id ?? '')}?langCode=en`,
        headers: { ...authed(supplier), 'accept-encoding': 'br, gzip', ...headers },
      });
    const res = await download();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.etag).toBe(`"${doc?.sha256}"`);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const again = await download({ 'if-none-match': `"${doc?.sha256}"` });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['content-encoding']).toBeUndefined();
  });

  it('serves built files precompressed when a copy exists, with their own type and ETag', async () => {
    const asset = (encoding?: string, name = 'app-abc123.js') =>
      t.app.inject({
        method: 'GET',
        url: `/assets/${name}`,
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const plain = await asset();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toBe(client.script);
    const br = await asset('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(unbrotli(br.rawPayload)).toBe(client.script);
    expect(br.rawPayload).toEqual(fs.readFileSync(path.join(client.dir, 'assets/app-abc123.js.br')));
    // Each encoding is its own representation: a cache must not take one's ETag for another's.
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    const gz = await asset('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzip(gz.rawPayload)).toBe(client.script);
    // No copy for a file too small to gain from one: sent as it is.
    const tiny = await asset('br, gzip', 'tiny-abc123.js');
    expect(tiny.statusCode).toBe(200);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.payload).toBe('export const a = 1;\n');
  });

  it('marks hashed assets immutable and keeps the page revalidated, compressed or not', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const asset = await t.app.inject({
        method: 'GET',
        url: '/assets/app-abc123.js',
        headers: { 'accept-encoding': encoding },
      });
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      for (const url of ['/', '/index.html', '/home']) {
        const page = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
        expect(page.statusCode, url).toBe(200);
        expect(page.headers['cache-control'], `${url} ${encoding}`).toBe('no-cache');
        expect(page.headers['content-type'], url).toMatch(/text\/html/);
        if (encoding !== 'identity') expect(page.headers['content-encoding'], url).toBe(encoding);
        // The security headers stay on precompressed answers too.
        expect(page.headers['content-security-policy'], url).toContain("script-src 'self'");
      }
    }
  });
});
