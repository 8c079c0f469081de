import { sql } from 'kysely';
import { EVALUATION_STEP_STATUS } from '@/shared/codes/evaluation';
import { EXPERT_TASK_STATUS, PURCHASE_STATUS as P } from '@/shared/codes/procurement';
import { AUDIT_STATUS } from '@/shared/codes/statuses';
import type { DashboardCard } from '@/shared/contracts/dashboard';
import type { Db } from '../tender-common';
import { CAP, cardOf } from './cards';
import { LINKS } from './links';

// biome-ignore lint/suspicious/noExplicitAny: the count is the same for every list's query
const total = (q: any) =>
  q.select(sql<number>`count(*)`.as('total')).executeTakeFirst() as Promise<{ total?: unknown }>;

/** The expert's committee seats on projects in opening or evaluation, not done with the report. */
async function evaluationTasks(db: Db, userId: string): Promise<DashboardCard> {
  const q = db
    .selectFrom('evaluation_tasks as t')
    .innerJoin('tender_projects as p', 'p.id', 't.project_id')
    .where('t.expert_user_id', '=', userId)
    .where('t.status', '!=', EXPERT_TASK_STATUS.REPORT_SIGNED)
    .where('p.status', 'in', [P.OPENING, P.EVALUATING]);
  const rows = q
    .select(['t.id', 'p.project_code as code', 'p.name as title', 't.status as state'])
    .orderBy('t.assigned_at')
    .orderBy('t.id')
    .limit(CAP)
    .execute();
  return cardOf('evaluationTasks', LINKS.evaluationTasks, total(q), rows);
}

/** The current (first open) step of each project in evaluation where the expert has sent no sheet. */
async function sheetsToSubmit(db: Db, userId: string): Promise<DashboardCard> {
  const q = db
    .selectFrom('evaluation_steps as st')
    .innerJoin('tender_projects as p', 'p.id', 'st.project_id')
    .innerJoin('evaluation_tasks as t', (j) =>
      j.onRef('t.project_id', '=', 'st.project_id').on('t.expert_user_id', '=', userId),
    )
    .where('p.status', '=', P.EVALUATING)
    .where('st.status', '=', EVALUATION_STEP_STATUS.OPEN)
    .where(
      sql<boolean>`not exists (select 1 from evaluation_steps e where e.project_id = st.project_id
        and e.status = ${EVALUATION_STEP_STATUS.OPEN} and e.seq < st.seq)`,
    )
    .where(
      sql<boolean>`not exists (select 1 from evaluation_sheets h where h.project_id = st.project_id
        and h.step_code = st.step_code and h.expert_user_id = ${userId})`,
    );
  const rows = q
    .select(['st.id', 'p.project_code as code', 'p.name as title', 'st.step_code as state'])
    .orderBy('st.created_at')
    .orderBy('st.id')
    .limit(CAP)
    .execute();
  return cardOf('sheetsToSubmit', LINKS.sheets, total(q), rows);
}

/** Generated reports not complete yet that the expert, a member of the committee, has not signed. */
async function reportsToSign(db: Db, userId: string): Promise<DashboardCard> {
  const q = db
    .selectFrom('evaluation_reports as r')
    .innerJoin('tender_projects as p', 'p.id', 'r.project_id')
    .innerJoin('evaluation_tasks as t', (j) =>
      j.onRef('t.project_id', '=', 'r.project_id').on('t.expert_user_id', '=', userId),
    )
    .where('r.completed_at', 'is', null)
    .where(
      sql<boolean>`not exists (select 1 from evaluation_report_signatures g where g.project_id = r.project_id
        and g.expert_user_id = ${userId})`,
    );
  const rows = q
    .select(['p.id', 'p.project_code as code', 'p.name as title'])
    .orderBy('r.generated_at')
    .orderBy('p.id')
    .limit(CAP)
    .execute();
  return cardOf('reportsToSign', LINKS.reports, total(q), rows);
}

export function expertCards(db: Db, userId: string): Promise<DashboardCard[]> {
  return Promise.all([evaluationTasks(db, userId), sheetsToSubmit(db, userId), reportsToSign(db, userId)]);
}

interface ProfileRow {
  id: string;
  title: string;
  submitted_at: string | null;
}

/** Profiles submitted for the administrator's audit: suppliers, buyers, agencies and experts together. */
async function profilesToAudit(db: Db): Promise<DashboardCard> {
  const pending = AUDIT_STATUS.PENDING;
  const org = (table: 'buyer_profiles' | 'agent_profiles') =>
    db.selectFrom(table).where('audit_status', '=', pending);
  const suppliers = db.selectFrom('supplier_profiles').where('audit_status', '=', pending);
  const experts = db
    .selectFrom('expert_profiles as e')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .where('e.audit_status', '=', pending);
  const lists: {
    state: string;
    link: string;
    count: Promise<{ total?: unknown }>;
    rows: Promise<ProfileRow[]>;
  }[] = [
    {
      state: 'supplier',
      link: LINKS.supplierProfiles,
      count: total(suppliers),
      rows: suppliers
        .select(['depart_id as id', 'company_name as title', 'submitted_at'])
        .orderBy('submitted_at')
        .limit(CAP)
        .execute(),
    },
    ...(['buyer', 'agent'] as const).map((state) => {
      const q = org(state === 'buyer' ? 'buyer_profiles' : 'agent_profiles');
      return {
        state,
        link: state === 'buyer' ? LINKS.buyerProfiles : LINKS.agentProfiles,
        count: total(q),
        rows: q
          .select(['depart_id as id', 'unit_name as title', 'submitted_at'])
          .orderBy('submitted_at')
          .limit(CAP)
          .execute(),
      };
    }),
    {
      state: 'expert',
      link: LINKS.expertProfiles,
      count: total(experts),
      rows: experts
        .select(['e.user_id as id', 'u.name as title', 'e.submitted_at'])
        .orderBy('e.submitted_at')
        .limit(CAP)
        .execute(),
    },
  ];
  const read = await Promise.all(
    lists.map(async (l) => ({ ...l, count: await l.count, rows: await l.rows })),
  );
  const items = read.flatMap((l) =>
    l.rows.map((r) => ({ id: r.id, title: r.title, state: l.state, link: l.link, at: r.submitted_at ?? '' })),
  );
  items.sort((a, b) => a.at.localeCompare(b.at) || a.id.localeCompare(b.id));
  const count = read.reduce((sum, l) => sum + Number(l.count?.total ?? 0), 0);
  return cardOf(
    'profilesToAudit',
    LINKS.supplierProfiles,
    Promise.resolve({ total: count }),
    Promise.resolve(items.slice(0, CAP)),
  );
}

async function itemsToAudit(db: Db): Promise<DashboardCard> {
  const q = db.selectFrom('material_items as i').where('i.audit_status', '=', AUDIT_STATUS.PENDING);
  const rows = q
    .select(['i.id', 'i.code', 'i.name as title', 'i.price as amount'])
    .orderBy('i.updated_at')
    .orderBy('i.id')
    .limit(CAP)
    .execute();
  return cardOf('itemsToAudit', LINKS.items, total(q), rows);
}

export function adminCards(db: Db): Promise<DashboardCard[]> {
  return Promise.all([profilesToAudit(db), itemsToAudit(db)]);
}
