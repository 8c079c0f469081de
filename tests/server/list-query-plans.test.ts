import {
  CompiledQuery,
  type Kysely,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  SelectQueryNode,
  type UnknownRow,
} from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/database';
import { migrateToLatest } from '@/server/db/migrate';
import type { DB } from '@/server/db/schema';
import * as accounts from '@/server/features/org/account-repository';
import * as departs from '@/server/features/org/depart-repository';
import * as roles from '@/server/features/org/role-repository';
import * as sms from '@/server/features/sms/repository';
import * as items from '@/server/features/material/item-repository';
import * as signups from '@/server/features/signups/repository';
import * as clarifications from '@/server/features/clarifications/repository';
import * as offers from '@/server/features/offers/repository';
import * as committee from '@/server/features/committee/repository';
import * as projects from '@/server/features/projects/repository';
import * as planLists from '@/server/features/plans/page-repository';
import * as planLines from '@/server/features/plans/line-query-repository';
import * as notifications from '@/server/features/notifications/repository';
import * as questions from '@/server/features/questions/repository';
import { createAccessLogService } from '@/server/features/monitor/access-log';
import { createPlatformLogService } from '@/server/features/monitor/platform-log';
import { createSystemLogService } from '@/server/features/monitor/system-log';
import { systemClock } from '@/server/lib/clock';
import { SEEK_FROM } from '@/server/lib/list-window';
import { createTestDatabase, TARGETS, type TestDatabase } from './support/test-app';

/** Records every SELECT a repository call runs, to explain it afterwards. */
class SelectRecorder implements KyselyPlugin {
  nodes: RootOperationNode[] = [];
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (SelectQueryNode.is(args.node)) this.nodes.push(args.node);
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

const PAGE = { pageNo: 1, pageSize: 10 };
/** A Database whose queries go through `db` (the recording one), for the services that take a Database. */
const over = (db: Kysely<DB>): Database => ({ db, dialect: 'sqlite', close: async () => undefined });
/** A page deep enough for the index-only skip and the keyset range (list-window.ts). */
const DEEP = { pageNo: SEEK_FROM / 10 + 5, pageSize: 10 };

type Run = (db: Kysely<DB>) => Promise<unknown>;

/** Each paged list, as its service calls it, at page 1 and (where it seeks) deep. */
const LISTS: Array<[name: string, run: Run]> = [
  ['user accounts', (db) => accounts.userPage(db, {}, PAGE)],
  ['user accounts, deep page', (db) => accounts.userPage(db, {}, DEEP)],
  ['user accounts by status', (db) => accounts.userPage(db, { status: '00' }, PAGE)],
  ['user accounts by status, deep', (db) => accounts.userPage(db, { status: '00' }, DEEP)],
  ['organisations', (db) => departs.departPage(db, { ...PAGE, orgType: '01' } as never)],
  ['procurement units', (db) => departs.procurementUnitPage(db, PAGE as never)],
  ['roles', (db) => roles.rolePage(db, { ...PAGE, menuType: '1' } as never)],
  ['sms log', (db) => sms.listLogPage(db, { offset: 0, limit: 10 })],
  ['material items', (db) => items.listItems(db, {}, { offset: 0, limit: 10 })],
  ['signups of a project', (db) => signups.listSignups(db, { projectId: 'p1' }, { offset: 0, limit: 10 })],
  [
    'signups of a supplier',
    (db) => signups.listSignups(db, { supplierDepartId: 'd1' }, { offset: 0, limit: 10 }),
  ],
  [
    'clarifications of a project',
    (db) => clarifications.listClarifications(db, { projectId: 'p1' }, { offset: 0, limit: 10 }),
  ],
  ['offers of a supplier', (db) => offers.pageMine(db, 'd1', PAGE)],
  ['evaluation tasks of an expert', (db) => committee.listTasks(db, 'u1', { offset: 0, limit: 10 })],
  ['access log', (db) => createAccessLogService(over(db), systemClock).list(PAGE as never)],
  ['access log, deep', (db) => createAccessLogService(over(db), systemClock).list(DEEP as never)],
  ['platform log', (db) => createPlatformLogService(over(db), systemClock).list(PAGE as never)],
  ['system log', (db) => createSystemLogService(over(db)).list(PAGE as never)],
  ['system log, deep', (db) => createSystemLogService(over(db)).list(DEEP as never)],
  ['tender projects of a buyer', (db) => projects.projectPage(db, { ...PAGE, departId: 'd1' })],
  [
    'open tenders',
    (db) => projects.openPage(db, { ...PAGE, now: '2026-01-01T00:00:00Z', supplierDepartId: 'd1' }),
  ],
  ['plans of a kind', (db) => planLists.planPage(db, { ...PAGE, orgId: 'o1', planType: '00' })],
  ['plans of a kind, deep', (db) => planLists.planPage(db, { ...DEEP, orgId: 'o1', planType: '00' })],
  [
    'plans of a kind by status',
    (db) => planLists.planPage(db, { ...PAGE, orgId: 'o1', planType: '00', status: '01' }),
  ],
  [
    'plans of a kind by status, deep',
    (db) => planLists.planPage(db, { ...DEEP, orgId: 'o1', planType: '00', status: '01' }),
  ],
  ['plan lines of a kind', (db) => planLines.linePage(db, { orgId: 'o1', planType: '00' }, PAGE)],
  ['plan lines of a kind, deep', (db) => planLines.linePage(db, { orgId: 'o1', planType: '01' }, DEEP)],
  [
    'plan lines of a kind by year and status',
    (db) => planLines.linePage(db, { orgId: 'o1', planType: '00', year: 2030, status: '01' }, PAGE),
  ],
  ['notifications of a user', (db) => notifications.pageMine(db, 'u1', PAGE)],
  ['notifications of a user, deep', (db) => notifications.pageMine(db, 'u1', DEEP)],
  ['unread notifications of a user', (db) => notifications.pageMine(db, 'u1', { ...PAGE, unreadOnly: true })],
  ['unread notifications, deep', (db) => notifications.pageMine(db, 'u1', { ...DEEP, unreadOnly: true })],
  [
    'questions of a project, unanswered first',
    (db) => questions.listQuestions(db, { projectDepartId: 'd1', projectId: 'p1' }, { offset: 0, limit: 10 }),
  ],
  [
    'unanswered questions of a project',
    (db) =>
      questions.listQuestions(
        db,
        { projectDepartId: 'd1', projectId: 'p1', status: '00' },
        { offset: 0, limit: 10 },
      ),
  ],
];

/**
 * Plan line lists walk the plans in plans_list_idx order and each plan's lines by plan_lines_plan_idx;
 * PostgreSQL does not carry the inner index's order through the nested loop, so it sorts each plan's lines
 * (at most PLAN_MAX_LINES) by an Incremental Sort presorted on the plan's keys: never the whole table.
 */
const PER_PLAN_SORT = new Set([
  'plan lines of a kind',
  'plan lines of a kind, deep',
  'plan lines of a kind by year and status',
]);

const TEMP_SORT = /USE TEMP B-TREE FOR (ORDER BY|RIGHT PART OF ORDER BY)/;
/**
 * A bare "SCAN t" reads the whole table; "SCAN t USING [COVERING] INDEX" walks an index in order.
 * ("SCAN counted" reads cappedTotal's bounded subquery, not a table.)
 */
const FULL_SCAN = /^SCAN (?!counted$)(\w+)(?: AS \w+)?$/;

describe.each(TARGETS)('paged list query plans on %s', (target) => {
  let test: TestDatabase;
  let database: Database;

  beforeAll(async () => {
    test = await createTestDatabase(target);
    database = test.database;
    await migrateToLatest(database);
  });
  afterAll(async () => test?.dispose());

  /** The plan lines of every SELECT `run` issues (on PostgreSQL with seq scans and sorts priced out). */
  async function plans(run: Run): Promise<Array<{ sql: string; plan: string[] }>> {
    const recorder = new SelectRecorder();
    await run(database.db.withPlugin(recorder));
    const out: Array<{ sql: string; plan: string[] }> = [];
    for (const node of recorder.nodes) {
      const compiled = database.db.getExecutor().compileQuery(node, { queryId: 'plan' } as never);
      if (target === 'sqlite') {
        const result = await database.db.executeQuery<{ detail: string }>(
          CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
        );
        out.push({ sql: compiled.sql, plan: result.rows.map((r) => r.detail) });
      } else {
        const plan = await database.db.transaction().execute(async (trx) => {
          await trx.executeQuery(CompiledQuery.raw('set local enable_seqscan = off'));
          await trx.executeQuery(CompiledQuery.raw('set local enable_sort = off'));
          const result = await trx.executeQuery<{ 'QUERY PLAN': string }>(
            CompiledQuery.raw(`explain ${compiled.sql}`, [...compiled.parameters]),
          );
          return result.rows.map((r) => r['QUERY PLAN']);
        });
        out.push({ sql: compiled.sql, plan });
      }
    }
    return out;
  }

  /** What in a plan means "read the whole table, then sort it". */
  function problems(sql: string, plan: string[], perPlan = false): string[] {
    // A bare scan under a LIMIT walks the table in rowid order (an INTEGER PRIMARY KEY list) and stops.
    const bounded = /\blimit\b/i.test(sql);
    if (target === 'sqlite')
      return plan.filter((line) => TEMP_SORT.test(line) || (!bounded && FULL_SCAN.test(line)));
    // With seq scans and sorts priced out, PostgreSQL still uses them only when no index serves (or, for
    // a bounded count with no order to keep, when any read will do: it stops at the cap).
    const withinPlan =
      perPlan && plan.some((line) => /Presorted Key: p\.created_at, (p\.id|l\.plan_id)$/.test(line.trim()));
    return plan.filter(
      (line) =>
        (!(
          withinPlan &&
          /^(->\s+)?Incremental Sort\b|^Sort Key: p\.created_at DESC, (p\.id|l\.plan_id) DESC, l\.line_no$/.test(
            line.trim(),
          )
        ) &&
          /(^|->\s+)(Sort|Incremental Sort)\b/.test(line.trim())) ||
        (!bounded && /(^|->\s+)Seq Scan\b/.test(line.trim())),
    );
  }

  it.each(LISTS)('%s: every query reads an index range in the list order', async (name, run) => {
    const explained = await plans(run);
    expect(explained.length).toBeGreaterThan(0);
    for (const { sql, plan } of explained) {
      expect({ sql, bad: problems(sql, plan, PER_PLAN_SORT.has(name)) }).toEqual({ sql, bad: [] });
    }
  });

  it('a deep page reads the boundary key from the index alone, then a keyset range', async () => {
    const explained = await plans((db) => accounts.userPage(db, {}, DEEP));
    const boundary = explained.find((q) => /offset/i.test(q.sql));
    expect(boundary?.sql).not.toMatch(/"u"\."name"|"u"\.\*/);
    if (target === 'sqlite') expect(boundary?.plan.join('\n')).toMatch(/USING COVERING INDEX users_list_idx/);
    else expect(boundary?.plan.join('\n')).toMatch(/Index Only Scan using users_list_idx/);
    expect(explained.some((q) => /limit/i.test(q.sql) && !/offset/i.test(q.sql))).toBe(true);
  });

  it('a name search uses the trigram index (FTS5 on SQLite, pg_trgm on PostgreSQL)', async () => {
    const explained = await plans((db) => accounts.userPage(db, { name: '采购员' }, PAGE));
    const all = explained.flatMap((q) => q.plan).join('\n');
    if (target === 'sqlite') expect(all).toMatch(/VIRTUAL TABLE INDEX/);
    else expect(all).toMatch(/users_name_trgm_idx/);
  });
});
