import { PLAN_STATUS as S } from '@/shared/codes/plans';
import type {
  AssignLineView,
  PackageCandidatesQuery,
  PackagePageQuery,
  PackagePageResult,
  PackageView,
} from '@/shared/contracts/plan-packages';
import type { Trx } from '../../db/transact';
import { AppError } from '../../lib/app-error';
import { offsetOf, pageResult } from '../../lib/paging';
import type { PlanCaller } from './access';
import { lineError } from './assign-scope';
import {
  keywordOf,
  LINE_ORDER,
  lineRecord,
  lineView,
  linesWithPlan,
  PROCURED_PLAN_TYPES,
} from './assign-repository';
import * as pk from './package-repository';
import type { Db } from './repository';

/** Reads and shared checks of packages (packaging.ts holds the moves). */
const CANDIDATE_LIMIT = 300;
export const packageNotFound = () =>
  new AppError('NOT_FOUND', { messageKey: 'plan-package:errors.packageNotFound', field: 'id' });
export const changedMeanwhile = (field = 'version') =>
  new AppError('CONFLICT', { messageKey: 'plan-package:errors.changedMeanwhile', field, rule: 'version' });

export function own(caller: PlanCaller, record: pk.PackageRecord | undefined): pk.PackageRecord {
  if (!record || record.orgId !== caller.orgId) throw packageNotFound();
  return record;
}

export async function fullView(db: Db, record: pk.PackageRecord): Promise<PackageView> {
  return {
    ...pk.summaryOf(record),
    lines: (await pk.packageLines(db, record.id)).map(lineView),
    history: await pk.packageHistory(db, record.id),
  };
}

/** Which requested line is taken by another live package now (after a concurrent save won it). */
export async function takenLine(trx: Trx, ids: readonly string[], packageId: string) {
  const rows = await linesWithPlan(trx)
    .where('l.id', 'in', [...ids])
    .execute();
  const taken = rows.map(lineRecord).find((l) => l.packageId !== packageId || l.status !== S.PACKAGED);
  const index = Math.max(0, ids.indexOf(taken?.id ?? ''));
  return lineError('CONFLICT', 'inOtherPackage', index, taken);
}

/** The organisation's packages, newest first, with the counts of each status tab. */
export async function packagePage(
  db: Db,
  c: PlanCaller,
  query: PackagePageQuery,
): Promise<PackagePageResult> {
  const filter = { ...query, orgId: c.orgId };
  let rows = pk.packagesWithNames(db);
  let count = db.selectFrom('packages as k').select((eb) => eb.fn.countAll().as('n'));
  for (const cond of pk.packageConditions(filter, true)) {
    rows = rows.where(cond);
    count = count.where(cond);
  }
  let tabs = db
    .selectFrom('packages as k')
    .select(['k.status', (eb) => eb.fn.countAll().as('n')])
    .groupBy('k.status');
  for (const cond of pk.packageConditions(filter, false)) tabs = tabs.where(cond);
  const records = await rows
    .orderBy('k.created_at', 'desc')
    .orderBy('k.id', 'desc')
    .limit(query.pageSize)
    .offset(offsetOf(query))
    .execute();
  const total = Number((await count.executeTakeFirst())?.n ?? 0);
  const counts = await tabs.execute();
  return {
    ...pageResult(
      records.map((r) => pk.summaryOf(pk.packageRecord(r))),
      total,
      query,
    ),
    statusCounts: Object.fromEntries(counts.map((r) => [r.status, Number(r.n)])),
  };
}

/** Allocated lines of the organisation not in a live package, plus the edited package's own lines. */
export async function packageCandidates(
  db: Db,
  c: PlanCaller,
  query: PackageCandidatesQuery,
): Promise<{ records: AssignLineView[] }> {
  if (query.packageId) own(c, await pk.findPackage(db, query.packageId));
  let rows = linesWithPlan(db)
    .where('p.org_id', '=', c.orgId)
    .where('p.plan_type', 'in', [...PROCURED_PLAN_TYPES])
    .where((eb) =>
      eb.or([
        eb.and([eb('l.status', '=', S.ALLOCATED), eb('l.package_id', 'is', null)]),
        ...(query.packageId ? [eb('l.package_id', '=', query.packageId)] : []),
      ]),
    );
  if (query.keyword) rows = rows.where(keywordOf(query.keyword));
  const records = await LINE_ORDER(rows).limit(CANDIDATE_LIMIT).execute();
  return { records: records.map((r) => lineView(lineRecord(r))) };
}
