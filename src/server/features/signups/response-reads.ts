import { sql } from 'kysely';
import { AUDIT_STATUS } from '@/shared/codes/statuses';
import { ORG_TYPE } from '@/shared/contracts/org';
import type { CompanySummary, SignupOverview, SupplierOption } from '@/shared/contracts/supplier-response';
import { containsText } from '../../lib/paging';
import type { Db } from '../tender-common';
import { runBy, STATE } from './response-repository';

/** Organisation status '00': enabled. */
const ENABLED = '00';
const OPTIONS_LIMIT = 20;

const countWhen = (condition: ReturnType<typeof sql<unknown>>) =>
  sql<number>`coalesce(sum(case when ${condition} then 1 else 0 end), 0)`;

/** Counts of the organisation's signups (of one project, or all it runs) per state. */
export async function signupOverview(db: Db, departId: string, projectId?: string): Promise<SignupOverview> {
  let q = db
    .selectFrom('tender_signups as s')
    .innerJoin('tender_projects as p', 'p.id', 's.project_id')
    .where(runBy(departId));
  if (projectId) q = q.where('s.project_id', '=', projectId);
  const row = await q
    .select([
      sql<number>`count(*)`.as('total'),
      countWhen(sql`s.audit_status = ${AUDIT_STATUS.PENDING}`).as('pending'),
      countWhen(sql`s.audit_status = ${AUDIT_STATUS.APPROVED}`).as('approved'),
      countWhen(STATE.rejected).as('rejected'),
      countWhen(STATE.reapplied).as('reapplied'),
      countWhen(STATE.noAudit).as('noAudit'),
      countWhen(STATE.recorded).as('recorded'),
    ])
    .executeTakeFirst();
  const n = (v: unknown) => Number(v ?? 0);
  return {
    total: n(row?.total),
    pending: n(row?.pending),
    approved: n(row?.approved),
    rejected: n(row?.rejected),
    reapplied: n(row?.reapplied),
    noAudit: n(row?.noAudit),
    recorded: n(row?.recorded),
  };
}

const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

/** The supplier organisation and the summary of its enterprise profile (null if it has none). */
export async function companySummary(db: Db, departId: string): Promise<CompanySummary | null> {
  const org = await db
    .selectFrom('organisations as o')
    .leftJoin('supplier_profiles as sp', 'sp.depart_id', 'o.id')
    .select(['o.id', 'o.name', 'sp.credit_code', 'sp.data_json', 'sp.audit_status'])
    .where('o.id', '=', departId)
    .executeTakeFirst();
  if (!org) return null;
  let data: Record<string, unknown> = {};
  try {
    data = org.data_json ? (JSON.parse(org.data_json) as Record<string, unknown>) : {};
  } catch {
    data = {};
  }
  return {
    departId: org.id,
    name: org.name,
    creditCode: org.credit_code ?? null,
    companyType: str(data.companyType),
    legalRepresentative: str(data.legalRepresentative),
    registeredCapital: str(data.registeredCapital),
    establishmentDate: str(data.establishmentDate),
    region: str(data.region),
    mainCategories: Array.isArray(data.mainCategories) ? data.mainCategories.map(String) : [],
    businessScope: str(data.businessScope),
    profileAuditStatus: org.audit_status ?? null,
  };
}

/** Enabled supplier organisations by name, code or credit code (the library the buyer picks from). */
export async function supplierOptions(db: Db, keyword: string | undefined): Promise<SupplierOption[]> {
  let q = db
    .selectFrom('organisations as o')
    .leftJoin('supplier_profiles as sp', 'sp.depart_id', 'o.id')
    .select(['o.id', 'o.name', 'o.code', 'sp.credit_code'])
    .where('o.org_type', '=', ORG_TYPE.SUPPLIER)
    .where('o.status', '=', ENABLED);
  const text = keyword?.trim();
  if (text)
    q = q.where((eb) =>
      eb.or([
        containsText('o.name', text),
        containsText('o.code', text),
        containsText('sp.credit_code', text),
      ]),
    );
  const rows = await q.orderBy('o.name').orderBy('o.id').limit(OPTIONS_LIMIT).execute();
  return rows.map((r) => ({ id: r.id, name: r.name, code: r.code, creditCode: r.credit_code ?? null }));
}

/** The supplier organisation, when it is an enabled supplier (the only ones a signup may be recorded for). */
export async function enabledSupplier(
  db: Db,
  departId: string,
): Promise<{ id: string; name: string } | undefined> {
  return db
    .selectFrom('organisations')
    .select(['id', 'name'])
    .where('id', '=', departId)
    .where('org_type', '=', ORG_TYPE.SUPPLIER)
    .where('status', '=', ENABLED)
    .executeTakeFirst();
}
