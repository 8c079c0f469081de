import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { CHAT_PREFIX, CHAT_WS_PATH } from '@/shared/contracts/chat';
import type { ChatWsFrame } from '@/shared/contracts/chat-ws';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import type { Database } from '@/server/db/database';
import { authed } from './sign-in';
import { createTestClock, createTestDatabase, type TargetName, type TestApp } from './test-app';

// biome-ignore lint/suspicious/noExplicitAny: replies and frames are checked field by field in the tests
export type Json = any;

export interface ChatTestApp extends TestApp {
  dataDir: string;
  /** Listens on a free port of 127.0.0.1 and returns its base ws:// URL. */
  listen(): Promise<string>;
}

/**
 * A seeded app for chat tests with its own data directory (uploads) and, optionally, Redis and an
 * existing database (a second process on the same PostgreSQL database).
 */
export async function createChatTestApp(
  target: TargetName,
  options: { redisUrl?: string; database?: Database } = {},
): Promise<ChatTestApp & { databaseUrl?: string }> {
  const testDb = options.database ? undefined : await createTestDatabase(target);
  const database = options.database ?? (testDb as { database: Database }).database;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bidline-chat-'));
  const clock = createTestClock();
  const config = {
    ...loadConfig({}),
    dataDir,
    redisUrl: options.redisUrl,
    seedDemo: true,
    clientDir: undefined,
    logLevel: 'silent',
  };
  const built = await buildApp(config, { logger: false, clock, database });
  return {
    ...built,
    clock,
    dataDir,
    databaseUrl: testDb?.url,
    async listen() {
      await built.app.listen({ port: 0, host: '127.0.0.1' });
      const address = built.app.server.address();
      if (!address || typeof address === 'string') throw new Error('no port');
      return `ws://127.0.0.1:${address.port}`;
    },
    async close() {
      await built.app.close();
      await testDb?.dispose();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type ChatReply = { code: number; message: string; msg: string; data: Json; field?: string };

/** Calls the chat REST service; answers the parsed chat envelope with the HTTP status. */
export async function chatCall(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  token: string | undefined,
  options: { query?: Record<string, string | number>; body?: object; lang?: string } = {},
): Promise<ChatReply & { status: number }> {
  const query = new URLSearchParams({
    ...(options.lang ? { langCode: options.lang } : {}),
    ...Object.fromEntries(Object.entries(options.query ?? {}).map(([k, v]) => [k, String(v)])),
  }).toString();
  const res = await t.app.inject({
    method,
    url: `${CHAT_PREFIX}${path}${query ? `?${query}` : ''}`,
    headers: token ? authed(token) : {},
    ...(options.body ? { payload: options.body } : {}),
  });
  return { status: res.statusCode, ...(res.json() as ChatReply) };
}

/** A multipart body the way a browser builds it. */
export async function multipartBody(fields: Record<string, string>, file?: { name: string; data: Buffer }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('file', new Blob([new Uint8Array(file.data)]), file.name);
  const request = new Request('http://local/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

/** A websocket client that records every frame and the close. */
export class ChatSocket {
  readonly frames: ChatWsFrame<Json>[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => this.frames.push(JSON.parse(data.toString())));
    this.closed = new Promise((resolve) => {
      ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
    });
  }

  /** Opens a socket; `origin` sends that Origin header the way a browser page would. */
  static connect(baseUrl: string, token: string, origin?: string): Promise<ChatSocket> {
    const ws = new WebSocket(
      `${baseUrl}${CHAT_WS_PATH}?token=${encodeURIComponent(token)}`,
      origin ? { origin } : {},
    );
    const socket = new ChatSocket(ws);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(socket));
      ws.once('error', reject);
    });
  }

  /**
   * Connects and waits until the server has checked the token and registered the socket: 'open'
   * fires before that, so a message sent by someone else right after could miss this socket.
   */
  static async connectRegistered(baseUrl: string, token: string): Promise<ChatSocket> {
    const socket = await ChatSocket.connect(baseUrl, token);
    socket.send(0, 'ping');
    const pong = await socket.waitFor((f) => f.code === 0);
    socket.frames.splice(socket.frames.indexOf(pong), 1);
    return socket;
  }

  send(code: number, message: unknown): void {
    this.ws.send(JSON.stringify({ code, message }));
  }

  /** The first frame (received or to come) that satisfies the predicate. */
  async waitFor(
    predicate: (frame: ChatWsFrame<Json>) => boolean,
    timeoutMs = 10_000,
  ): Promise<ChatWsFrame<Json>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.frames.find(predicate);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no such frame; got ${JSON.stringify(this.frames)}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  count(predicate: (frame: ChatWsFrame<Json>) => boolean): number {
    return this.frames.filter(predicate).length;
  }

  /** The close frame if the server closes the socket within `ms`, else null. */
  closedWithin(ms: number): Promise<{ code: number; reason: string } | null> {
    return Promise.race([this.closed, sleep(ms).then(() => null)]);
  }

  async close(): Promise<void> {
    this.ws.close();
    await this.closed;
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The HTTP status the websocket upgrade is answered with (101 when it opens). */
export function upgradeStatus(baseUrl: string, token: string, origin?: string): Promise<number> {
  const ws = new WebSocket(
    `${baseUrl}${CHAT_WS_PATH}?token=${encodeURIComponent(token)}`,
    origin ? { origin } : {},
  );
  return new Promise((resolve, reject) => {
    ws.once('open', () => {
      ws.terminate();
      resolve(101);
    });
    ws.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      ws.terminate();
    });
    ws.once('error', (error) => reject(error));
  });
}

/** The frame carrying the chat message with this content. */
export const messageWith = (content: string) => (f: ChatWsFrame<Json>) =>
  f.code === 2 && f.message?.content === content;
