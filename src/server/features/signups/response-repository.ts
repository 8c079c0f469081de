import { type Expression, type SqlBool, sql } from 'kysely';
import { PURCHASE_STATUS } from '@/shared/codes/procurement';
import { AUDIT_STATUS } from '@/shared/codes/statuses';
import type { ResponseSignupView, SignupHistoryEntry } from '@/shared/contracts/supplier-response';
import { containsText, countOf } from '../../lib/paging';
import type { Db } from '../tender-common';
import { signupView } from './repository';

/**
 * Reads of the supplierResponse step 1 lists. States beyond the audit status are derived, so no column
 * was added: a signup approved with no auditor was approved on arrival (an invited supplier, no audit);
 * one whose auditor is its author was recorded by the buyer side (a supplier never audits); a pending
 * one with a rejection in the audit log was re-applied after that rejection.
 */
export const ENTITY = 'tenderSignup';
/** Audit actions that rejected a signup (first audit, or a second decision). */
export const REJECT_ACTIONS = ['reject', 'reauditReject'] as const;

const rejectedBefore = sql<SqlBool>`exists (select 1 from audit_log a where a.entity_type = ${ENTITY} and a.entity_id = s.id and a.action in (${sql.join(REJECT_ACTIONS)}))`;
export const STATE = {
  rejected: sql<SqlBool>`s.audit_status = ${AUDIT_STATUS.REJECTED}`,
  reapplied: sql<SqlBool>`s.audit_status = ${AUDIT_STATUS.PENDING} and ${rejectedBefore}`,
  noAudit: sql<SqlBool>`s.audit_status = ${AUDIT_STATUS.APPROVED} and s.audited_by is null`,
  recorded: sql<SqlBool>`s.audited_by is not null and s.audited_by = s.user_id`,
  /** The project still takes signups (published); closed is anything after. */
  projectOpen: sql<SqlBool>`p.status = ${PURCHASE_STATUS.PUBLISHED}`,
  projectClosed: sql<SqlBool>`p.status <> ${PURCHASE_STATUS.PUBLISHED}`,
} as const;

/**
 * Projects (alias p) the organisation runs: its own or entrusted to it as agency (the rule of
 * tender-common's runsProject, written here so these lists do not wait on that module's list filter).
 */
export const runBy = (departId: string) =>
  sql<SqlBool>`(p.depart_id = ${departId} or p.agency_org_id = ${departId})`;

export interface ResponseFilter {
  /** The organisation running the projects (own or entrusted as agency). */
  departId: string;
  projectId?: string | undefined;
  keyword?: string | undefined;
  /** Further conditions (a tab). */
  where?: Expression<SqlBool>[];
}

function filtered(db: Db, filter: ResponseFilter) {
  let q = db
    .selectFrom('tender_signups as s')
    .innerJoin('tender_projects as p', 'p.id', 's.project_id')
    .leftJoin('organisations as o', 'o.id', 's.supplier_depart_id')
    .leftJoin('users as au', 'au.id', 's.audited_by')
    .where(runBy(filter.departId));
  if (filter.projectId) q = q.where('s.project_id', '=', filter.projectId);
  const keyword = filter.keyword?.trim();
  if (keyword)
    q = q.where((eb) =>
      eb.or([
        containsText('o.name', keyword),
        containsText('p.name', keyword),
        containsText('p.project_code', keyword),
      ]),
    );
  for (const condition of filter.where ?? []) q = q.where(condition);
  return q;
}

function selected(db: Db, filter: ResponseFilter) {
  return filtered(db, filter)
    .selectAll('s')
    .select([
      'p.name as project_name',
      'p.project_code',
      'p.signup_end_time',
      'p.quote_end_time',
      'p.status as project_status',
      'p.tender_method',
      'o.name as supplier_name',
      'au.name as audited_by_name',
      sql<number>`case when ${STATE.noAudit} then 1 else 0 end`.as('no_audit'),
      sql<number>`case when ${STATE.recorded} then 1 else 0 end`.as('recorded'),
      sql<number>`case when ${STATE.reapplied} then 1 else 0 end`.as('reapplied'),
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof selected>['executeTakeFirstOrThrow']>>;

function view(row: Row, lastReject: Map<string, string>): ResponseSignupView {
  return {
    ...signupView(row),
    tenderMethod: row.tender_method,
    auditedAt: row.audited_at,
    auditedByName: row.audited_by_name ?? null,
    recorded: Number(row.recorded) === 1,
    noAudit: Number(row.no_audit) === 1,
    reapplied: Number(row.reapplied) === 1,
    lastRejectReason: row.reject_reason ?? lastReject.get(row.id) ?? null,
  };
}

/** The reason of each signup's last rejection, from the audit log (kept there after a re-application). */
async function lastRejectReasons(db: Db, ids: string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (ids.length === 0) return out;
  const rows = await db
    .selectFrom('audit_log')
    .select(['entity_id', 'after_summary'])
    .where('entity_type', '=', ENTITY)
    .where('entity_id', 'in', ids)
    .where('action', 'in', REJECT_ACTIONS)
    .orderBy('seq')
    .execute();
  for (const row of rows) {
    const reason = parseSummary(row.after_summary).rejectReason;
    if (typeof reason === 'string') out.set(row.entity_id, reason);
  }
  return out;
}

function parseSummary(text: string | null): Record<string, unknown> {
  try {
    const value = text ? JSON.parse(text) : null;
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export async function countResponse(db: Db, filter: ResponseFilter): Promise<number> {
  return countOf(
    await filtered(db, filter)
      .select((eb) => eb.fn.countAll().as('total'))
      .executeTakeFirst(),
  );
}

/** Newest receipt first, id as tie-break so pages are stable. */
export async function listResponse(
  db: Db,
  filter: ResponseFilter,
  window: { limit: number; offset: number },
): Promise<ResponseSignupView[]> {
  const rows = await selected(db, filter)
    .orderBy('s.received_at', 'desc')
    .orderBy('s.id')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  const reasons = await lastRejectReasons(
    db,
    rows.filter((r) => r.reject_reason === null).map((r) => r.id),
  );
  return rows.map((row) => view(row, reasons));
}

/** One signup of a project the organisation runs; undefined for any other. */
export async function findResponse(
  db: Db,
  departId: string,
  id: string,
): Promise<ResponseSignupView | undefined> {
  const row = await selected(db, { departId }).where('s.id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  return view(row, await lastRejectReasons(db, row.reject_reason === null ? [row.id] : []));
}

/** The signup's history from the audit log, oldest first, with who did it. */
export async function signupHistory(db: Db, id: string): Promise<SignupHistoryEntry[]> {
  const rows = await db
    .selectFrom('audit_log as a')
    .leftJoin('users as u', 'u.id', 'a.actor_id')
    .select(['a.at', 'a.action', 'a.after_summary', 'u.name as actor_name'])
    .where('a.entity_type', '=', ENTITY)
    .where('a.entity_id', '=', id)
    .orderBy('a.seq')
    .execute();
  return rows.map((row) => {
    const after = parseSummary(row.after_summary);
    return {
      at: row.at,
      action: row.action,
      actorName: row.actor_name ?? '',
      auditStatus: typeof after.auditStatus === 'string' ? after.auditStatus : null,
      // A second decision keeps its note beside the signup (decisionNote); a rejection its reason.
      reason:
        typeof after.decisionNote === 'string'
          ? after.decisionNote
          : typeof after.rejectReason === 'string'
            ? after.rejectReason
            : null,
    };
  });
}
