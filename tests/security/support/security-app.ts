import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { API_PREFIX } from '@/shared/contracts/api-prefix';
import { CHAT_PREFIX } from '@/shared/contracts/chat';
import type { DeclaredRoute } from '@/server/features/monitor/api-permission-repository';
import { createTestApp, type TargetName, type TestApp } from '../../server/support/test-app';
import { signIn } from '../../server/support/sign-in';

export interface SecurityApp extends TestApp {
  /** Origin of the real listener (http://127.0.0.1:port): raw request lines go through it. */
  origin: string;
  port: number;
  /** Every route of the API as registered (the same table the interface-permission list reads). */
  routes: DeclaredRoute[];
  tokens: Record<string, string>;
}

/** A tiny built client, so '/' is served by the static plugin with the headers a real page gets. */
function fakeClientDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bidline-sec-client-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><title>Bidline</title><div id="root"></div>',
  );
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
  return dir;
}

/** The demo accounts the matrices sign in as, one per role the seed has. */
export const MATRIX_ACCOUNTS = [
  'admin01',
  'buyer01',
  'biz01',
  'tempbuyer01',
  'agent01',
  'tempagent01',
  'supplier01',
  'tempsupplier01',
  'expert01',
  'tempexpert01',
] as const;

export async function createSecurityApp(
  target: TargetName,
  accounts: readonly string[] = MATRIX_ACCOUNTS,
): Promise<SecurityApp> {
  const clientDir = fakeClientDir();
  const t = await createTestApp(target, { statusSweepMs: 0, clientDir });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (t.app.server.address() as AddressInfo).port;
  const tokens: Record<string, string> = {};
  for (const account of accounts) tokens[account] = await signIn(t, account);
  const routes = t.services.monitor.apiCatalogue.all();
  return {
    ...t,
    origin: address,
    port,
    routes,
    tokens,
    async close() {
      // The suite is done with the app: a keep-alive socket the server still counts as busy would
      // otherwise hold app.close() until its 72 s keep-alive timeout (measured: headers-and-logs took
      // 73.5 s in 4 of 5 runs, all of it in afterAll).
      t.app.server.closeAllConnections();
      await t.close();
      fs.rmSync(clientDir, { recursive: true, force: true });
    },
  };
}

export const isChatRoute = (url: string) => url.startsWith(CHAT_PREFIX);

/** A concrete path for a route pattern (:id and friends get a value that names nothing). */
export function concretePath(url: string): string {
  return url.replace(/:(\w+)/g, 'zz-no-such-$1').replace(/\*$/, 'x');
}

export const apiTail = (url: string) => url.slice(API_PREFIX.length);

export interface RawAnswer {
  status: number;
  body: string;
  json: Record<string, unknown> | null;
  headers: http.IncomingHttpHeaders;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

/**
 * Sends a request with the exact request target given (absolute form, %-encodings and dot segments
 * are sent as written, not normalised as fetch would).
 */
export function rawRequest(
  port: number,
  method: string,
  target: string,
  options: { headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    if (options.body !== undefined) headers['content-length'] = String(Buffer.byteLength(options.body));
    const req = http.request(
      { host: '127.0.0.1', port, method, path: target, headers, agent, setHost: true },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          let json: Record<string, unknown> | null = null;
          try {
            json = JSON.parse(body) as Record<string, unknown>;
          } catch {
            json = null;
          }
          resolve({ status: res.statusCode ?? 0, body, json, headers: res.headers });
        });
      },
    );
    req.on('error', reject);
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}

/** The platform envelope's ret, or the chat envelope's code as text, or null for anything else. */
export function retOf(answer: RawAnswer): string | null {
  const json = answer.json;
  if (!json) return null;
  const header = json.header as { ret?: string } | undefined;
  if (header?.ret !== undefined) return String(header.ret);
  if (json.code !== undefined) return `chat:${String(json.code)}`;
  return null;
}
