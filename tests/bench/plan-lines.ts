import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import SQLite from 'better-sqlite3';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { DEMO_PASSWORD } from '@/server/db/seed/demo-accounts';
import { AUTH_PATHS } from '@/shared/contracts/auth';
import { PLAN_PATHS } from '@/shared/contracts/plan-paths';
import { centsToYuan } from '@/shared/rules/plan-money';
import type { BenchResult } from './bench-result';
import { fillPlanLines, type LineFilter, planLineBaseline } from './plan-lines-baseline';

const PLAN_LINES_GOALS = { ratio: 3 };
const PLANS = 10_000;
const PER_PLAN = 10;
const PAGE_SIZE = 10;
const DEEP_PAGE = 2_000;
const SAMPLES = 100;

type App = Awaited<ReturnType<typeof buildApp>>['app'];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
async function timings(run: () => unknown, count: number) {
  const samples: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p99: percentile(samples, 99) };
}

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
      (await app.inject({ method: 'GET', url: `/bidprocurement${url}` })).json() as {
        body: Record<string, string>;
      }
    ).body;
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

interface Row {
  query: string;
  baseline: { p50: number; p99: number };
  api: { p50: number; p99: number };
  ratio: number;
}

const ms = (n: number) => n.toFixed(2).padStart(8);

/**
 * The purchase plan line query (purchasePlanQuery-list, issue 15) over 100,000 plan lines of one
 * organisation (10,000 purchase plans of 10 lines): page 1, page 2,000 and a filtered page (year, line
 * status, amount from), each with the exact count and cent sum of every match, through the API
 * (app.inject: the whole Fastify pipeline) against the same query as hand-written SQL on its own
 * connection to the same SQLite file (plan-lines-baseline.ts). Each API answer is first checked to hold
 * the baseline's lines and totals; p50 and p99 of 100 sequential calls each.
 */
export async function benchPlanLines(): Promise<BenchResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bidline-bench-plans-'));
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bidline-bench-noclient-'));
  const config = { ...loadConfig({}), dataDir, port: 0, host: '127.0.0.1', logLevel: 'warn', clientDir };
  const { app } = await buildApp(config, { logger: false });
  const db = new SQLite(path.join(dataDir, 'bidline.sqlite'));
  try {
    // The demo buyer's organisation and department (seed-plans.ts compiles its plans there).
    const owner = db
      .prepare(
        `select org_id as orgId, depart_id as departId, author_id as userId from plans
         where plan_type = '00' order by created_at limit 1`,
      )
      .get() as { orgId: string; departId: string; userId: string };
    const filled = performance.now();
    fillPlanLines(db, owner, PLANS, PER_PLAN);
    const fillSeconds = (performance.now() - filled) / 1000;
    const token = await signIn(app, db, 'buyer01');
    const baseline = planLineBaseline(db, owner.orgId);
    const cases: Array<{ query: string; pageNo: number; filter: LineFilter; body: object }> = [
      { query: 'page 1', pageNo: 1, filter: {}, body: {} },
      { query: `page ${DEEP_PAGE}`, pageNo: DEEP_PAGE, filter: {}, body: {} },
      {
        query: 'year+status+amount',
        pageNo: 1,
        filter: { year: 2026, status: '02', amountMinCents: 100_000_00n },
        body: { year: 2026, status: '02', amountMin: '100000.00' },
      },
    ];
    const rows: Row[] = [];
    for (const c of cases) {
      const request = { planType: '00', pageNo: c.pageNo, pageSize: PAGE_SIZE, ...c.body };
      const api = () =>
        post<{
          records: Array<{ id: string }>;
          total: number;
          totals: { lineCount: number; amount: string };
        }>(app, PLAN_PATHS.lineQuery, token, request);
      const direct = () => baseline(c.filter, c.pageNo, PAGE_SIZE);
      const [expected, got] = [direct(), await api()];
      const same =
        JSON.stringify(got.records.map((r) => r.id)) === JSON.stringify(expected.ids) &&
        got.totals.lineCount === expected.total &&
        got.totals.amount === centsToYuan(BigInt(expected.cents));
      if (!same || expected.ids.length === 0)
        throw new Error(`${c.query}: the API answered other lines or totals than the SQL`);
      await timings(api, 10);
      await timings(direct, 10);
      const base = await timings(direct, SAMPLES);
      const measured = await timings(api, SAMPLES);
      rows.push({
        query: c.query,
        baseline: base,
        api: measured,
        ratio: measured.p99 / Math.max(base.p99, 0.001),
      });
    }
    const met = rows.every((r) => r.ratio <= PLAN_LINES_GOALS.ratio);
    const lines = [
      `Purchase plan line query at ${(PLANS * PER_PLAN).toLocaleString('en')} lines (filled in ${fillSeconds.toFixed(1)} s; ms, ratio = API p99 / SQL p99)`,
      `  ${'query'.padEnd(20)}   SQL p50   SQL p99   API p50   API p99  ratio`,
      ...rows.map(
        (r) =>
          `  ${r.query.padEnd(20)}${ms(r.baseline.p50)}  ${ms(r.baseline.p99)}  ${ms(r.api.p50)}  ${ms(r.api.p99)}  ${r.ratio.toFixed(2).padStart(5)}x`,
      ),
      `  goal: API p99 <= ${PLAN_LINES_GOALS.ratio}x the SQL's p99 for each query: ${met ? 'met' : 'MISSED'}`,
    ];
    return {
      name: 'purchase plan line query',
      lines,
      goalMet: met,
      data: {
        lines: PLANS * PER_PLAN,
        plans: PLANS,
        pageSize: PAGE_SIZE,
        goals: PLAN_LINES_GOALS,
        results: rows,
      },
    };
  } finally {
    db.close();
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(clientDir, { recursive: true, force: true });
  }
}
