import { sql } from 'kysely';
import { OFFER_STATUS, PURCHASE_STATUS as P } from '@/shared/codes/procurement';
import { CONTRACT_STATUS } from '@/shared/codes/results';
import { AUDIT_STATUS, TENDER_METHOD_FILTERED } from '@/shared/codes/statuses';
import type { DashboardCard } from '@/shared/contracts/dashboard';
import { openToSupplier } from '../invitations';
import type { Db } from '../tender-common';
import { CAP, cardOf } from './cards';
import { categoryMatch, supplierCategories } from './supplier-categories';
import { feesToPay } from './supplier-fees';
import { LINKS } from './links';

export interface SupplierScope {
  departId: string;
  now: string;
}

// biome-ignore lint/suspicious/noExplicitAny: the count is the same for every list's query
const total = (q: any) =>
  q.select(sql<number>`count(*)`.as('total')).executeTakeFirst() as Promise<{ total?: unknown }>;

/**
 * Open tenders the organisation could sign up to (the participation area's current list: published,
 * signup open, method 02 only when invited, method 17 hidden), not signed up yet, matching the
 * organisation's main categories (supplier-categories.ts).
 */
async function openTenders(db: Db, s: SupplierScope): Promise<DashboardCard> {
  const categories = await supplierCategories(db, s.departId);
  const q = db
    .selectFrom('tender_projects as p')
    .where('p.published_at', 'is not', null)
    .where('p.status', '=', P.PUBLISHED)
    .where('p.signup_end_time', '>', s.now)
    .where('p.tender_method', '!=', TENDER_METHOD_FILTERED)
    .where(openToSupplier(s.departId))
    .where(categoryMatch(categories))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('tender_signups as x')
            .select('x.id')
            .whereRef('x.project_id', '=', 'p.id')
            .where('x.supplier_depart_id', '=', s.departId),
        ),
      ),
    );
  const rows = q
    .select([
      'p.id',
      'p.project_code as code',
      'p.name as title',
      'p.signup_end_time as deadline',
      'p.budget as amount',
    ])
    .orderBy('p.signup_end_time')
    .orderBy('p.id')
    .limit(CAP)
    .execute();
  return cardOf('openTenders', LINKS.openTenders, total(q), rows);
}

/** The organisation's signups still pending or rejected, while the project takes signups. */
async function mySignups(db: Db, s: SupplierScope): Promise<DashboardCard> {
  const q = db
    .selectFrom('tender_signups as x')
    .innerJoin('tender_projects as p', 'p.id', 'x.project_id')
    .where('x.supplier_depart_id', '=', s.departId)
    .where('x.audit_status', 'in', [AUDIT_STATUS.PENDING, AUDIT_STATUS.REJECTED])
    .where('p.status', '=', P.PUBLISHED);
  const rows = q
    .select([
      'x.id',
      'p.project_code as code',
      'p.name as title',
      'p.signup_end_time as deadline',
      sql<string>`case when x.audit_status = ${AUDIT_STATUS.REJECTED} then 'rejected' else 'pending' end`.as(
        'state',
      ),
    ])
    .orderBy('p.signup_end_time')
    .orderBy('x.id')
    .limit(CAP)
    .execute();
  return cardOf('mySignups', LINKS.mySignups, total(q), rows);
}

/** Sealed offers waiting for the opening, each with its receipt. */
async function sealedOffers(db: Db, s: SupplierScope): Promise<DashboardCard> {
  const q = db
    .selectFrom('tender_offers as f')
    .innerJoin('tender_projects as p', 'p.id', 'f.project_id')
    .where('f.supplier_depart_id', '=', s.departId)
    .where('f.status', '=', OFFER_STATUS.SEALED)
    .where('p.status', 'in', [P.PUBLISHED, P.OPENING])
    .where('p.opened_at', 'is', null);
  const rows = q
    .select([
      'f.id',
      'p.project_code as code',
      'p.name as title',
      'p.quote_end_time as deadline',
      'f.ciphertext_sha256 as receipt',
    ])
    .orderBy('p.quote_end_time')
    .orderBy('f.id')
    .limit(CAP)
    .execute();
  return cardOf('sealedOffers', LINKS.offers, total(q), rows);
}

/** The organisation's result notices, unread first; the card also says how many are unread. */
async function results(db: Db, s: SupplierScope): Promise<DashboardCard> {
  const q = db
    .selectFrom('result_notices as n')
    .innerJoin('tender_projects as p', 'p.id', 'n.project_id')
    .where('n.org_id', '=', s.departId);
  const [rows, unread] = await Promise.all([
    q
      .select([
        'n.id',
        'n.kind',
        'n.amount',
        'n.read_at',
        'n.issued_at',
        'p.project_code as code',
        'p.name as title',
      ])
      .orderBy(sql`case when n.read_at is null then 0 else 1 end`)
      .orderBy('n.issued_at', 'desc')
      .orderBy('n.id')
      .limit(CAP)
      .execute(),
    total(q.where('n.read_at', 'is', null)),
  ]);
  const items = rows.map((r) => ({
    id: r.id,
    code: r.code,
    title: r.title,
    amount: r.amount,
    state: `${r.read_at ? 'read' : 'unread'}.${r.kind}`,
    link: `${LINKS.notice(r.kind)}?id=${encodeURIComponent(r.id)}`,
  }));
  return cardOf('results', LINKS.results, total(q), Promise.resolve(items), {
    unread: Number(unread?.total ?? 0),
  });
}

async function contractsToSign(db: Db, s: SupplierScope): Promise<DashboardCard> {
  const q = db
    .selectFrom('contracts as c')
    .innerJoin('tender_projects as p', 'p.id', 'c.project_id')
    .where('c.org_id', '=', s.departId)
    .where('c.status', '=', CONTRACT_STATUS.TO_SIGN);
  const rows = q
    .select(['c.id', 'p.project_code as code', 'p.name as title', 'c.amount'])
    .orderBy('c.created_at')
    .orderBy('c.id')
    .limit(CAP)
    .execute();
  return cardOf('contractsToSign', LINKS.supplierContracts, total(q), rows);
}

/** A formal supplier's waiting work: only its own organisation's rows. */
export function supplierCards(db: Db, s: SupplierScope): Promise<DashboardCard[]> {
  return Promise.all([
    openTenders(db, s),
    mySignups(db, s),
    feesToPay(db, s),
    sealedOffers(db, s),
    results(db, s),
    contractsToSign(db, s),
  ]);
}
