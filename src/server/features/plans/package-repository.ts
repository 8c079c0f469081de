import { type Insertable, type RawBuilder, sql } from 'kysely';
import type { PackageHistoryView, PackageSummaryView } from '@/shared/contracts/plan-packages';
import { randomId } from '@/shared/format/random-id';
import { centsToYuan } from '@/shared/rules/plan-money';
import type { PackageTable } from '../../db/schema-plan-packages';
import { containsText } from '../../lib/paging';
import { LINE_ORDER, type LineRecord, lineRecord, linesWithPlan } from './assign-repository';
import { centsText, type Db, opt } from './repository';

export type PackageRecord = PackageSummaryView & { orgId: string };

export function packagesWithNames(db: Db) {
  return db
    .selectFrom('packages as k')
    .leftJoin('users as u', 'u.id', 'k.created_by')
    .select([
      'k.id',
      'k.org_id',
      'k.code',
      'k.name',
      'k.remark',
      'k.status',
      'k.line_count',
      'k.version',
      'k.created_at',
      'k.updated_at',
      'u.name as creator_name',
    ])
    .select(centsText('k.budget_cents').as('budget'));
}

type Row = Awaited<ReturnType<ReturnType<typeof packagesWithNames>['execute']>>[number];

export function packageRecord(row: Row): PackageRecord {
  return {
    id: row.id,
    orgId: row.org_id,
    code: row.code,
    name: row.name,
    remark: opt(row.remark),
    status: row.status,
    budget: centsToYuan(BigInt(row.budget ?? '0')),
    lineCount: Number(row.line_count),
    createdByName: row.creator_name ?? '',
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    version: Number(row.version),
  };
}

export const summaryOf = ({ orgId: _orgId, ...view }: PackageRecord): PackageSummaryView => view;

export async function findPackage(db: Db, id: string): Promise<PackageRecord | undefined> {
  const row = await packagesWithNames(db).where('k.id', '=', id).executeTakeFirst();
  return row ? packageRecord(row) : undefined;
}

export interface PackageFilter {
  orgId: string;
  keyword?: string | undefined;
  status?: string | undefined;
}

export function packageConditions(f: PackageFilter, withStatus: boolean): RawBuilder<boolean>[] {
  const out = [sql<boolean>`k.org_id = ${f.orgId}`];
  if (withStatus && f.status) out.push(sql<boolean>`k.status = ${f.status}`);
  if (f.keyword)
    out.push(sql<boolean>`(${containsText('k.name', f.keyword)} or ${containsText('k.code', f.keyword)})`);
  return out;
}

/** The lines a package holds (or held when it was undone), in plan and line order. */
export async function packageLines(db: Db, packageId: string): Promise<LineRecord[]> {
  const rows = await LINE_ORDER(
    linesWithPlan(db).where(
      'l.id',
      'in',
      db.selectFrom('package_lines').select('line_id').where('package_id', '=', packageId),
    ),
  ).execute();
  return rows.map(lineRecord);
}

export async function packageHistory(db: Db, packageId: string): Promise<PackageHistoryView[]> {
  const rows = await db
    .selectFrom('package_history as h')
    .leftJoin('users as u', 'u.id', 'h.actor_id')
    .selectAll('h')
    .select('u.name as actor_name')
    .where('h.package_id', '=', packageId)
    .orderBy('h.seq')
    .execute();
  return rows.map((h) => ({
    id: h.id,
    action: h.action,
    fromStatus: h.from_status,
    toStatus: h.to_status,
    reason: opt(h.reason),
    actorName: h.actor_name ?? '',
    at: h.at,
  }));
}

export async function addHistory(
  db: Db,
  move: { packageId: string; action: string; from: string | null; to: string; reason?: string | null },
  actorId: string,
  at: string,
): Promise<void> {
  const last = await db
    .selectFrom('package_history')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .where('package_id', '=', move.packageId)
    .executeTakeFirst();
  await db
    .insertInto('package_history')
    .values({
      id: randomId(),
      package_id: move.packageId,
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

export async function insertPackage(db: Db, row: Insertable<PackageTable>): Promise<void> {
  await db.insertInto('packages').values(row).execute();
}
