import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import SQLite from 'better-sqlite3';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { DEMO_PASSWORD } from '@/server/db/seed/demo-accounts';
import { AUTH_PATHS } from '@/shared/contracts/auth';
import { USER_PATHS } from '@/shared/contracts/org-users';
import { TENDER_PATHS } from '@/shared/contracts/tender-paths';
import type { BenchResult } from './bench-result';
import { type BaselineQuery, projectBaseline, userBaseline } from './paged-list-baseline';
import { fillProjects, fillUsers } from './paged-list-data';

export const PAGED_LIST_GOALS = { ratio: 3, firstPageP99Ms: 20 };
const ROWS = 100_000;
const PAGE_SIZE = 10;
const DEEP_PAGE = 2_000;
const CLIENTS = 10;
const SEQUENTIAL = 100;
const PER_CLIENT = 10;

interface Case {
  list: string;
  depth: string;
  pageNo: number;
  search?: string;
}

interface Row {
  list: string;
  depth: string;
  mode: 'sequential' | `${number} clients`;
  baseline: { p50: number; p99: number };
  api: { p50: number; p99: number };
  ratio: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const summary = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
};

/** Latencies of `run` called `count` times by each of `clients` callers at once (1: one after another). */
async function measure(run: () => Promise<unknown>, clients: number, count: number): Promise<number[]> {
  const samples: number[] = [];
  const client = async () => {
    for (let i = 0; i < count; i += 1) {
      const started = performance.now();
      await run();
      samples.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  return samples;
}

type App = Awaited<ReturnType<typeof buildApp>>['app'];

/** One API call through the whole Fastify pipeline (app.inject: routing, session, access, zod, JSON). */
async function post<T>(app: App, url: string, token: string | null, data: unknown): Promise<T> {
  const response = await app.inject({
    method: 'POST',
    url: `/bidprocurement${url}`,
    headers: { 'content-type': 'application/json', ...(token ? { 'X-AUTH-TOKEN': token } : {}) },
    payload: JSON.stringify(data),
  });
  const envelope = response.json() as { header: { ret: string; message: string }; body: T };
  if (envelope.header.ret !== '0') throw new Error(`${url}: ${envelope.header.message}`);
  return envelope.body;
}

async function signIn(app: App, db: SQLite.Database, loginName: string): Promise<string> {
  const get = async (url: string) =>
    (
      app.inject({ method: 'GET', url: `/bidprocurement${url}` }).then((r) => r.json()) as Promise<{
        body: Record<string, string>;
      }>
    ).then((e) => e.body);
  const answer = (id: string) =>
    (db.prepare('select answer from captchas where id = ?').get(id) as { answer: string }).answer;
  const { captchaId = '' } = await get(AUTH_PATHS.randCodeImage);
  const { slideId = '' } = await get(AUTH_PATHS.slidingCode);
  const body = await post<{ token: string }>(app, AUTH_PATHS.login, null, {
    loginName,
    password: DEMO_PASSWORD,
    captchaId,
    pictureCode: answer(captchaId),
    slideId,
    slideOffset: Number(answer(slideId)),
  });
  return body.token;
}

const ms = (n: number) => n.toFixed(2).padStart(8);

/**
 * Paged list API at 100,000 rows (issue 13): the user account list and a buyer's tender project list,
 * each filled with 100k rows, page 1, page 2,000 and a name search, through the HTTP API (app.inject: the whole Fastify pipeline without sockets)
 * sequentially and with 10 concurrent clients, against the best hand-written SQL for
 * the same answer on the same SQLite file (paged-list-baseline.ts). Each API answer is checked to hold
 * the baseline's rows and total first.
 */
export async function benchPagedList(only?: readonly string[]): Promise<BenchResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bidline-bench-paged-'));
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bidline-bench-noclient-'));
  const config = { ...loadConfig({}), dataDir, port: 0, host: '127.0.0.1', logLevel: 'warn', clientDir };
  const { app } = await buildApp(config, { logger: false });
  const db = new SQLite(path.join(dataDir, 'bidline.sqlite'));
  try {
    const buyer = db
      .prepare(
        `select u.id as user_id, ur.depart_id from users u join user_roles ur on ur.user_id = u.id
         where u.login_name = 'buyer01' order by ur.created_at, ur.id limit 1`,
      )
      .get() as { user_id: string; depart_id: string };
    const filled = performance.now();
    fillUsers(db, ROWS);
    fillProjects(db, ROWS, buyer.depart_id, buyer.user_id);
    const fillSeconds = (performance.now() - filled) / 1000;
    const adminToken = await signIn(app, db, 'admin01');
    const buyerToken = await signIn(app, db, 'buyer01');

    const lists = [
      {
        list: 'users',
        path: USER_PATHS.getUserAccountPage,
        token: adminToken,
        search: '张伟强',
        baseline: userBaseline(db),
      },
      {
        list: 'tender projects',
        path: TENDER_PATHS.projectPage,
        token: buyerToken,
        search: '监控设备',
        baseline: projectBaseline(db, buyer.depart_id),
      },
    ];
    const rows: Row[] = [];
    for (const target of lists.filter((l) => !only || only.includes(l.list))) {
      const cases: Case[] = [
        { list: target.list, depth: 'page 1', pageNo: 1 },
        { list: target.list, depth: `page ${DEEP_PAGE}`, pageNo: DEEP_PAGE },
        { list: target.list, depth: 'search', pageNo: 1, search: target.search },
      ];
      for (const c of cases) {
        const request = { pageNo: c.pageNo, pageSize: PAGE_SIZE, ...(c.search ? { name: c.search } : {}) };
        const api = () =>
          post<{ records: Array<{ id: string }>; total: number }>(app, target.path, target.token, request);
        const base: BaselineQuery = target.baseline;
        const direct = async () => base(c.pageNo, PAGE_SIZE, c.search);
        const [expected, got] = [await direct(), await api()];
        const gotIds = got.records.map((r) => r.id);
        if (JSON.stringify(gotIds) !== JSON.stringify(expected.ids) || got.total !== expected.total) {
          throw new Error(`${c.list} ${c.depth}: the API answered other rows or total than the baseline`);
        }
        await measure(api, 1, 20);
        await measure(direct, 1, 20);
        for (const clients of [1, CLIENTS]) {
          const count = clients === 1 ? SEQUENTIAL : PER_CLIENT;
          const baseline = summary(await measure(direct, clients, count));
          const measured = summary(await measure(api, clients, count));
          rows.push({
            list: c.list,
            depth: c.depth,
            mode: clients === 1 ? 'sequential' : `${clients} clients`,
            baseline,
            api: measured,
            ratio: measured.p99 / Math.max(baseline.p99, 0.001),
          });
        }
      }
    }
    return report(rows, fillSeconds);
  } finally {
    db.close();
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(clientDir, { recursive: true, force: true });
  }
}

function report(rows: Row[], fillSeconds: number): BenchResult {
  const firstPage = rows.filter((r) => r.depth === 'page 1' && r.mode === 'sequential');
  const ratioMet = rows.every((r) => r.ratio <= PAGED_LIST_GOALS.ratio);
  const firstMet = firstPage.every((r) => r.api.p99 < PAGED_LIST_GOALS.firstPageP99Ms);
  const lines = [
    `Paged list API at ${ROWS.toLocaleString('en')} rows (filled in ${fillSeconds.toFixed(1)} s; ms, p99 ratio = API / baseline)`,
    `  ${'list'.padEnd(16)}${'depth'.padEnd(11)}${'mode'.padEnd(12)}  base p50  base p99   API p50   API p99  ratio`,
    ...rows.map(
      (r) =>
        `  ${r.list.padEnd(16)}${r.depth.padEnd(11)}${r.mode.padEnd(12)}${ms(r.baseline.p50)}  ${ms(r.baseline.p99)}  ${ms(r.api.p50)}  ${ms(r.api.p99)}  ${r.ratio.toFixed(2).padStart(5)}x`,
    ),
    `  goal: API p99 <= ${PAGED_LIST_GOALS.ratio}x baseline at every depth: ${ratioMet ? 'met' : 'MISSED'}; page 1 p99 < ${PAGED_LIST_GOALS.firstPageP99Ms} ms sequential: ${firstMet ? 'met' : 'MISSED'}`,
  ];
  return {
    name: 'paged list API',
    lines,
    goalMet: ratioMet && firstMet,
    data: { rows: ROWS, pageSize: PAGE_SIZE, goals: PAGED_LIST_GOALS, results: rows },
  };
}
