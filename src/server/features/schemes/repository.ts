import { type RawBuilder, sql } from 'kysely';
import type { SchemeHistoryView, SchemeSummaryView } from '@/shared/contracts/schemes';
import { randomId } from '@/shared/format/random-id';
import { centsToYuan } from '@/shared/rules/plan-money';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Trx } from '../../db/transact';
import { containsText } from '../../lib/paging';

export type Db = Kysely<DB> | Trx;
export type SchemeRecord = SchemeSummaryView & { orgId: string; cancelledAt?: string };

const opt = <T>(v: T | null) => v ?? undefined;

export function schemesWithNames(db: Db) {
  return db
    .selectFrom('schemes as s')
    .leftJoin('users as u', 'u.id', 's.created_by')
    .leftJoin('organisations as a', 'a.id', 's.agency_org_id')
    .selectAll('s')
    .select(['u.name as creator_name', 'a.name as agency_name'])
    .select(sql<string>`cast(s.budget_cents as text)`.as('budget'))
    .select((eb) =>
      eb
        .selectFrom('scheme_packages as sp')
        .select((e) => e.fn.countAll().as('n'))
        .whereRef('sp.scheme_id', '=', 's.id')
        .where('sp.live', '=', 1)
        .as('package_count'),
    );
}

type Row = Awaited<ReturnType<ReturnType<typeof schemesWithNames>['execute']>>[number];

export function schemeRecord(r: Row): SchemeRecord {
  const view: SchemeRecord = {
    id: r.id,
    orgId: r.org_id,
    code: r.code,
    name: r.name,
    tenderMethod: r.tender_method,
    organiser: r.organiser,
    budget: centsToYuan(BigInt(r.budget ?? '0')),
    publishDate: r.publish_date,
    quoteEndTime: r.quote_end_time,
    evaluationMethod: r.evaluation_method,
    status: r.status,
    packageCount: Number(r.package_count ?? 0),
    createdBy: r.created_by,
    createdByName: r.creator_name ?? '',
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    version: Number(r.version),
  };
  const extra = {
    agencyOrgId: opt(r.agency_org_id),
    agencyName: opt(r.agency_name),
    qualification: opt(r.qualification),
    reason: opt(r.reason),
    cancelledAt: opt(r.cancelled_at),
  };
  for (const [k, v] of Object.entries(extra)) if (v !== undefined) Object.assign(view, { [k]: v });
  return view;
}

export const summaryOf = ({ orgId: _o, cancelledAt: _c, ...view }: SchemeRecord): SchemeSummaryView => view;

export async function findScheme(db: Db, id: string): Promise<SchemeRecord | undefined> {
  const row = await schemesWithNames(db).where('s.id', '=', id).executeTakeFirst();
  return row && !row.cancelled_at ? schemeRecord(row) : undefined;
}

export interface SchemeFilter {
  orgId: string;
  keyword?: string | undefined;
  status?: string | undefined;
  tenderMethod?: string | undefined;
  year?: number | undefined;
}

export function schemeConditions(f: SchemeFilter, withStatus: boolean): RawBuilder<boolean>[] {
  const out = [sql<boolean>`s.org_id = ${f.orgId}`, sql<boolean>`s.cancelled_at is null`];
  if (withStatus && f.status) out.push(sql<boolean>`s.status = ${f.status}`);
  if (f.tenderMethod) out.push(sql<boolean>`s.tender_method = ${f.tenderMethod}`);
  if (f.year) out.push(sql<boolean>`s.publish_date like ${`${f.year}-%`}`);
  if (f.keyword)
    out.push(sql<boolean>`(${containsText('s.name', f.keyword)} or ${containsText('s.code', f.keyword)})`);
  return out;
}

/** The packages a scheme holds (live), or held when it was cancelled. */
export async function schemePackageIds(db: Db, schemeId: string, liveOnly = true): Promise<string[]> {
  let q = db.selectFrom('scheme_packages').select('package_id').where('scheme_id', '=', schemeId);
  if (liveOnly) q = q.where('live', '=', 1);
  return (await q.orderBy('added_at').orderBy('package_id').execute()).map((r) => r.package_id);
}

export async function schemeHistory(db: Db, schemeId: string): Promise<SchemeHistoryView[]> {
  const rows = await db
    .selectFrom('scheme_history as h')
    .leftJoin('users as u', 'u.id', 'h.actor_id')
    .selectAll('h')
    .select('u.name as actor_name')
    .where('h.scheme_id', '=', schemeId)
    .orderBy('h.seq')
    .execute();
  return rows.map((h) => ({
    id: h.id,
    action: h.action,
    fromStatus: h.from_status,
    toStatus: h.to_status,
    ...(h.reason ? { reason: h.reason } : {}),
    actorName: h.actor_name ?? '',
    at: h.at,
  }));
}

export async function addHistory(
  db: Db,
  move: { schemeId: string; action: string; from: string | null; to: string; reason?: string | null },
  actorId: string,
  at: string,
): Promise<void> {
  const last = await db
    .selectFrom('scheme_history')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .where('scheme_id', '=', move.schemeId)
    .executeTakeFirst();
  await db
    .insertInto('scheme_history')
    .values({
      id: randomId(),
      scheme_id: move.schemeId,
      seq: Number(last?.seq ?? 0) + 1,
      action: move.action,
      from_status: move.from,
      to_status: move.to,
      reason: move.reason ?? null,
      actor_id: actorId,
      at,
    })
    .execute();
}

export async function schemeProjects(db: Db, schemeId: string) {
  const rows = await db
    .selectFrom('tender_projects')
    .select(['id', 'project_code', 'name', 'status', 'package_id'])
    .where('scheme_id', '=', schemeId)
    .orderBy('project_code')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    projectCode: r.project_code,
    name: r.name,
    status: r.status,
    packageId: r.package_id ?? '',
  }));
}
