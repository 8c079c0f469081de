import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { WebSocketServer } from 'ws';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import type { Database } from '@/server/db/database';
import type { SessionService } from '@/server/features/auth/session-service';
import { CHAT_WS_PATH } from '@/shared/contracts/chat';
import { randomId } from '@/shared/format/random-id';
import type { BenchResult } from './bench-result';
import type { ClientCommand, ClientReply } from './chat-fanout-clients';

/** p50 at most this many times the bare server's, and p99 at most P99_GOAL_MS (on a quiet machine). */
export const CHAT_FANOUT_RATIO_GOAL = 1.5;
export const CHAT_FANOUT_P99_GOAL_MS = 50;

const SIZES = [200, 1000] as const;
/** Client processes; the first one's first socket is the sender. */
const CHILDREN = 2;
const WARMUP = 5;
const ROUNDS = 4;
/** Messages measured per size and server, and the pause between two (longer than a fan-out takes). */
const MESSAGES: Record<number, number> = { 200: 60, 1000: 40 };
const INTERVAL_MS: Record<number, number> = { 200: 60, 1000: 120 };
const SETTLE_TIMEOUT_MS = 15_000;

interface Figures {
  p50: number;
  p99: number;
  samples: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

/** One child process holding websocket clients (chat-fanout-clients.ts, run by tsx like this file). */
class Clients {
  private readonly child: ChildProcess;
  private readonly waiting = new Map<string, (reply: ClientReply) => void>();

  constructor() {
    this.child = fork(path.join(import.meta.dirname, 'chat-fanout-clients.ts'), [], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.child.on('message', (reply: ClientReply) => {
      if (reply.kind === 'failed') throw new Error(`bench client: ${reply.error}`);
      const resolve = this.waiting.get(reply.kind);
      this.waiting.delete(reply.kind);
      resolve?.(reply);
    });
  }

  ask<K extends ClientReply['kind']>(
    command: ClientCommand,
    answer: K,
  ): Promise<Extract<ClientReply, { kind: K }>> {
    return new Promise((resolve) => {
      this.waiting.set(answer, resolve as (reply: ClientReply) => void);
      this.child.send(command);
    });
  }

  exit(): void {
    this.child.send({ kind: 'exit' } satisfies ClientCommand);
  }
}

type Servers = { bare: string[]; app: string[] };

/**
 * Each server's sockets (urls spread over the client processes; the first url is the sender's), then
 * WARMUP messages through each and ROUNDS rounds taking turns, so a change in the machine's load
 * weighs on both alike. Returns each server's latencies from the sender's send to every other socket.
 */
async function measure(
  clients: Clients[],
  servers: Servers,
  frame: { chatId: string; chatType: number },
  size: number,
): Promise<Record<keyof Servers, Figures>> {
  const sets = Object.keys(servers) as Array<keyof Servers>;
  for (const set of sets) {
    const shares = clients.map((_, i) => servers[set].filter((_u, n) => n % clients.length === i));
    await Promise.all(
      clients.map((c, i) => c.ask({ kind: 'connect', set, urls: shares[i] ?? [] }, 'connected')),
    );
  }
  const sender = clients[0] as Clients;
  const intervalMs = INTERVAL_MS[size] ?? 100;
  const perRound = Math.ceil((MESSAGES[size] ?? 40) / ROUNDS);
  const sent = new Map<string, number>();
  const round = async (set: keyof Servers, tag: string, count: number) => {
    await sender.ask({ kind: 'send', set, frame, count, intervalMs, tag }, 'sent');
    sent.set(tag, (sent.get(tag) ?? 0) + count);
    const expected = (sent.get(tag) ?? 0) * (size - 1);
    const deadline = Date.now() + SETTLE_TIMEOUT_MS;
    for (;;) {
      const counts = await Promise.all(clients.map((c) => c.ask({ kind: 'count', tag }, 'received')));
      const got = counts.reduce((sum, r) => sum + r.count, 0);
      if (got >= expected) return;
      if (Date.now() > deadline) throw new Error(`${set}: only ${got} of ${expected} deliveries arrived`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  for (const set of sets) await round(set, `w${set}`, WARMUP);
  for (let r = 0; r < ROUNDS; r += 1) {
    // Each goes first in every other round: no server always follows the other's fan-out.
    for (const set of r % 2 === 0 ? sets : [...sets].reverse()) await round(set, set, perRound);
  }
  const figures = {} as Record<keyof Servers, Figures>;
  for (const set of sets) {
    const parts = await Promise.all(clients.map((c) => c.ask({ kind: 'report', tag: set }, 'samples')));
    const latencies = parts.flatMap((p) => p.latencies).sort((a, b) => a - b);
    figures[set] = {
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      samples: latencies.length,
    };
  }
  await Promise.all(clients.map((c) => c.ask({ kind: 'close' }, 'closed')));
  return figures;
}

/**
 * The bare baseline: a plain `ws` server answering pings and sending each message, stringified once,
 * to every other socket (no sessions, no storage, no membership).
 */
async function withBareServer<T>(use: (url: string) => Promise<T>): Promise<T> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false });
  await new Promise((resolve) => server.once('listening', resolve));
  server.on('connection', (socket) => {
    socket.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as { code: number; message: Record<string, unknown> };
      if (frame.code === 0) return socket.send(JSON.stringify({ code: 0, message: 'pong' }));
      const text = JSON.stringify({ code: 2, message: { ...frame.message, id: randomId(), mine: false } });
      for (const other of server.clients) if (other !== socket) other.send(text);
    });
  });
  try {
    const address = server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    return await use(`ws://127.0.0.1:${address.port}/`);
  } finally {
    for (const socket of server.clients) socket.terminate();
    await new Promise((resolve) => server.close(resolve));
  }
}

/** Users, their sessions (made as the sign-in makes them) and one group per size, owned by user 0. */
async function seedChatUsers(database: Database, sessions: SessionService, count: number) {
  const { db } = database;
  const pair = await db
    .selectFrom('user_roles as ur')
    .innerJoin('users as u', 'u.id', 'ur.user_id')
    .select(['ur.depart_id', 'ur.role_id', 'u.password_hash'])
    .where('u.login_name', '=', 'supplier01')
    .executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const users: Array<{ id: string; token: string }> = [];
    for (let i = 0; i < count; i += 1) {
      const id = randomId();
      await trx
        .insertInto('users')
        .values({
          id,
          login_name: `fanout${i}`,
          password_hash: pair.password_hash,
          name: `Fan-out ${i}`,
          phone: null,
          email: null,
          avatar: null,
          sex: null,
          status: '00',
          created_at: now,
          updated_at: now,
        })
        .execute();
      const token = await sessions.create(trx, {
        userId: id,
        departId: pair.depart_id,
        roleId: pair.role_id,
        loginType: null,
      });
      users.push({ id, token });
    }
    const groups: Record<number, string> = {};
    for (const size of SIZES) {
      const groupId = randomId();
      groups[size] = groupId;
      await trx
        .insertInto('chat_groups')
        .values({
          id: groupId,
          name: `Fan-out ${size}`,
          avatar: null,
          owner_id: (users[0] as { id: string }).id,
          need_check: 1,
          share_history: 0,
          created_at: now,
        })
        .execute();
      for (const user of users.slice(0, size)) {
        await trx
          .insertInto('chat_group_members')
          .values({ group_id: groupId, user_id: user.id, state: '1', joined_at: now, history_from_seq: 0 })
          .execute();
      }
    }
    return { users, groups };
  });
}

const ms = (n: number) => `${n.toFixed(1)} ms`;

/**
 * Chat fan-out (issue 13): one sender in a group of 200 and of 1,000 signed-in sockets on the real
 * server (SQLite in a temporary directory), against a bare `ws` server with the same clients; the
 * clients live in child processes. Latency is from the sender's send to each other socket's receipt.
 */
export async function benchChatFanout(): Promise<BenchResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bidline-bench-chat-'));
  const config = {
    ...loadConfig({}),
    dataDir,
    port: 0,
    host: '127.0.0.1',
    logLevel: 'warn',
    clientDir: undefined,
    redisUrl: undefined,
  };
  const { app, database, services } = await buildApp(config, { logger: false });
  const clients = Array.from({ length: CHILDREN }, () => new Clients());
  const rows: Array<{ size: number; bare: Figures; app: Figures }> = [];
  try {
    const { users, groups } = await seedChatUsers(database, services.sessions, Math.max(...SIZES));
    const base = (await app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');
    for (const size of SIZES) {
      const members = users.slice(0, size);
      const frame = { chatId: groups[size] as string, chatType: 1 };
      const appUrls = members.map((u) => `${base}${CHAT_WS_PATH}?token=${encodeURIComponent(u.token)}`);
      const figures = await withBareServer((url) =>
        measure(clients, { bare: members.map(() => url), app: appUrls }, frame, size),
      );
      rows.push({ size, ...figures });
    }
  } finally {
    for (const c of clients) c.exit();
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const lines = [
    'Chat fan-out: one sender, delivery latency to every other socket of the group (clients in child processes)',
    '  sockets | bare p50 | bare p99 | app p50 | app p99 | p50 ratio | p99 goal',
  ];
  let goalMet = true;
  for (const { size, bare, app: measured } of rows) {
    const ratio = measured.p50 / bare.p50;
    const met = ratio <= CHAT_FANOUT_RATIO_GOAL && measured.p99 <= CHAT_FANOUT_P99_GOAL_MS;
    goalMet &&= met;
    lines.push(
      `  ${String(size).padStart(7)} | ${ms(bare.p50).padStart(8)} | ${ms(bare.p99).padStart(8)} | ${ms(measured.p50).padStart(7)} | ${ms(measured.p99).padStart(7)} | ${`${ratio.toFixed(2)}x`.padStart(9)} | ${measured.p99 <= CHAT_FANOUT_P99_GOAL_MS ? 'met' : 'missed'}`,
    );
  }
  lines.push(
    `  goals: app p50 <= ${CHAT_FANOUT_RATIO_GOAL}x the bare server's, app p99 <= ${CHAT_FANOUT_P99_GOAL_MS} ms (on a quiet machine): ${goalMet ? 'met' : 'missed'}`,
  );
  return { name: 'chat fan-out', lines, goalMet };
}
