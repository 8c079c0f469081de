import { sql } from 'kysely';
import { OBJECTION_STATUS, PURCHASE_STATUS as P } from '@/shared/codes/procurement';
import { PLAN_STATUS } from '@/shared/codes/plans';
import { CONTRACT_STATUS } from '@/shared/codes/results';
import { AUDIT_STATUS } from '@/shared/codes/statuses';
import type { DashboardCard } from '@/shared/contracts/dashboard';
import { centsToYuan } from '@/shared/rules/plan-money';
import { orgRootOf } from '../plans';
import { type Db, runByOrg } from '../tender-common';
import { CAP, cardOf } from './cards';
import { LINKS } from './links';

/** What a buyer-side read needs: the organisation, the server's now and the business day around it. */
export interface BuyerScope {
  departId: string;
  now: string;
  dayStart: string;
  dayEnd: string;
}

const total = <Q extends { select: unknown }>(q: Q) =>
  // biome-ignore lint/suspicious/noExplicitAny: the count is the same for every list's query
  (q as any).select(sql<number>`count(*)`.as('total')).executeTakeFirst() as Promise<{ total?: unknown }>;

/** Submitted plans of the organisation wait for its approval. */
async function plansToApprove(db: Db, s: BuyerScope): Promise<DashboardCard> {
  const orgId = (await orgRootOf(db, s.departId)) ?? s.departId;
  const q = db
    .selectFrom('plans as pl')
    .where('pl.org_id', '=', orgId)
    .where('pl.status', '=', PLAN_STATUS.SUBMITTED);
  const rows = await q
    .select([
      'pl.id',
      'pl.title',
      'pl.plan_type',
      'pl.updated_at',
      sql<string>`cast(pl.total_cents as text)`.as('cents'),
    ])
    .orderBy('pl.updated_at')
    .orderBy('pl.id')
    .limit(CAP)
    .execute();
  return cardOf(
    'plansToApprove',
    LINKS.plans('00'),
    total(q),
    Promise.resolve(
      rows.map((r) => ({
        id: r.id,
        title: r.title,
        amount: centsToYuan(BigInt(r.cents)),
        state: 'submitted',
        link: LINKS.plans(r.plan_type),
      })),
    ),
  );
}

/** The screen opened on one project (the publicity and contract screens take ?projectId=). */
const withProject = (path: string, projectId: string) => `${path}?projectId=${encodeURIComponent(projectId)}`;

function projectsRun(db: Db, s: BuyerScope) {
  return db.selectFrom('tender_projects as p').where(runByOrg(s.departId, 'p'));
}

async function signupsToAudit(db: Db, s: BuyerScope): Promise<DashboardCard> {
  const q = projectsRun(db, s)
    .innerJoin('tender_signups as x', 'x.project_id', 'p.id')
    .where('x.audit_status', '=', AUDIT_STATUS.PENDING);
  const rows = q
    .select(['x.id', 'p.project_code as code', 'p.name as title', 'p.signup_end_time as deadline'])
    .orderBy('p.signup_end_time')
    .orderBy('x.id')
    .limit(CAP)
    .execute();
  return cardOf('signupsToAudit', LINKS.signupsToAudit, total(q), rows);
}

async function vouchersToAudit(db: Db, s: BuyerScope): Promise<DashboardCard> {
  const q = projectsRun(db, s)
    .innerJoin('fee_vouchers as v', 'v.project_id', 'p.id')
    .where('v.audit_status', '=', AUDIT_STATUS.PENDING);
  const rows = q
    .select([
      'v.id',
      'p.project_code as code',
      'p.name as title',
      'p.quote_end_time as deadline',
      'v.amount',
      'v.kind as state',
    ])
    .orderBy('p.quote_end_time')
    .orderBy('v.id')
    .limit(CAP)
    .execute();
  return cardOf('vouchersToAudit', LINKS.vouchersToAudit, total(q), rows);
}

/** Projects whose quote end (the opening) falls on today's business day and that are not opened yet. */
async function openingsToday(db: Db, s: BuyerScope): Promise<DashboardCard> {
  const q = projectsRun(db, s)
    .where('p.status', 'in', [P.PUBLISHED, P.OPENING])
    .where('p.opened_at', 'is', null)
    .where('p.quote_end_time', '>=', s.dayStart)
    .where('p.quote_end_time', '<', s.dayEnd);
  const rows = q
    .select(['p.id', 'p.project_code as code', 'p.name as title', 'p.quote_end_time as deadline'])
    .orderBy('p.quote_end_time')
    .orderBy('p.id')
    .limit(CAP)
    .execute();
  return cardOf('openingsToday', LINKS.openings, total(q), rows);
}

async function publicityEnding(db: Db, s: BuyerScope): Promise<DashboardCard> {
  const q = projectsRun(db, s)
    .innerJoin('result_publicity as r', 'r.project_id', 'p.id')
    .where('p.status', '=', P.PUBLICITY)
    .where('r.ends_at', '>', s.now);
  const rows = q
    .select(['p.id', 'p.project_code as code', 'p.name as title', 'r.ends_at as deadline'])
    .orderBy('r.ends_at')
    .orderBy('p.id')
    .limit(CAP)
    .execute()
    .then((list) => list.map((r) => ({ ...r, link: withProject(LINKS.publicity, r.id) })));
  return cardOf('publicityEnding', LINKS.publicity, total(q), rows);
}

async function objectionsToAnswer(db: Db, s: BuyerScope): Promise<DashboardCard> {
  const q = projectsRun(db, s)
    .innerJoin('objections as o', 'o.project_id', 'p.id')
    .where('o.status', 'in', [OBJECTION_STATUS.SUBMITTED, OBJECTION_STATUS.ACCEPTED]);
  const rows = q
    .select(['o.id', 'p.project_code as code', 'o.title', 'o.due_at as deadline', 'o.status as state'])
    .orderBy('o.due_at')
    .orderBy('o.id')
    .limit(CAP)
    .execute();
  return cardOf('objectionsToAnswer', LINKS.objections, total(q), rows);
}

async function contractsToSign(db: Db, s: BuyerScope): Promise<DashboardCard> {
  const q = projectsRun(db, s)
    .innerJoin('contracts as c', 'c.project_id', 'p.id')
    .where('c.status', '=', CONTRACT_STATUS.TO_SIGN);
  const rows = q
    .select(['c.id', 'p.id as projectId', 'p.project_code as code', 'p.name as title', 'c.amount'])
    .orderBy('c.created_at')
    .orderBy('c.id')
    .limit(CAP)
    .execute()
    .then((list) =>
      list.map(({ projectId, ...r }) => ({ ...r, link: withProject(LINKS.buyerContracts, projectId) })),
    );
  return cardOf('contractsToSign', LINKS.buyerContracts, total(q), rows);
}

/** The buyer side's waiting work, in the order the cards show. */
export function buyerCards(db: Db, s: BuyerScope): Promise<DashboardCard[]> {
  return Promise.all([
    plansToApprove(db, s),
    signupsToAudit(db, s),
    vouchersToAudit(db, s),
    openingsToday(db, s),
    publicityEnding(db, s),
    objectionsToAnswer(db, s),
    contractsToSign(db, s),
  ]);
}
