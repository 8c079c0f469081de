import { type SelectQueryBuilder, sql } from 'kysely';
import { PURCHASE_STATUS as P } from '@/shared/codes/procurement';
import { PURCHASE_STATUS_FILTERED, TENDER_METHOD_FILTERED } from '@/shared/codes/statuses';
import type { ParticipationRow } from '@/shared/contracts/participation';
import type { ParticipationList } from '@/shared/contracts/participation-paths';
import type { DB } from '../../db/schema';
import { containsText, countOf } from '../../lib/paging';
import { openToSupplier } from '../invitations';
import type { Db } from '../tender-common';

export interface ListFilter {
  list: ParticipationList;
  supplierDepartId: string;
  now: string;
  /** '13' for the competitive screens; none for the generic ones. */
  tenderMethod?: string | undefined;
  keyword?: string | undefined;
}

const PAST_QUOTE = [P.OPENING, P.EVALUATING, P.PUBLICITY, P.CONCLUDED, P.CANCELLED, P.FAILED];

/** My organisation signed up to, or sent an offer for, the project aliased `p`. */
const tookPart = (departId: string) => sql<boolean>`(exists (
    select 1 from tender_signups ts where ts.project_id = p.id and ts.supplier_depart_id = ${departId}
  ) or exists (
    select 1 from tender_offers tf where tf.project_id = p.id and tf.supplier_depart_id = ${departId}))`;

// biome-ignore lint/suspicious/noExplicitAny: the list's selection varies; only the where clauses matter here
type ProjectQuery = SelectQueryBuilder<DB & { p: DB['tender_projects'] }, 'p', any>;

/**
 * The three lists (spec 001 section 2.9): current = published, signup still open, open to me (method
 * 02 only when invited), method 17 hidden; proceed = I took part, published and before the quote end,
 * status 08 hidden; finish = I took part and the quote end passed or the project closed.
 */
function whereList<Q extends ProjectQuery>(q: Q, f: ListFilter): Q {
  let out = q.where('p.published_at', 'is not', null) as Q;
  if (f.tenderMethod) out = out.where('p.tender_method', '=', f.tenderMethod) as Q;
  if (f.keyword) {
    const k = f.keyword;
    out = out.where((eb) => eb.or([containsText('p.name', k), containsText('p.project_code', k)])) as Q;
  }
  if (f.list === 'current')
    return out
      .where('p.status', '=', P.PUBLISHED)
      .where('p.signup_end_time', '>', f.now)
      .where('p.tender_method', '!=', TENDER_METHOD_FILTERED)
      .where(openToSupplier(f.supplierDepartId)) as Q;
  out = out.where(tookPart(f.supplierDepartId)) as Q;
  if (f.list === 'proceed')
    return out
      .where('p.status', '=', P.PUBLISHED)
      .where('p.status', '!=', PURCHASE_STATUS_FILTERED)
      .where('p.quote_end_time', '>', f.now) as Q;
  return out.where((eb) =>
    eb.or([eb('p.status', 'in', PAST_QUOTE), eb('p.quote_end_time', '<=', f.now)]),
  ) as Q;
}

export async function countList(db: Db, f: ListFilter): Promise<number> {
  const q = whereList(db.selectFrom('tender_projects as p') as unknown as ProjectQuery, f);
  return countOf(await q.select((eb) => eb.fn.countAll().as('total')).executeTakeFirst());
}

export async function listPage(
  db: Db,
  f: ListFilter,
  window: { limit: number; offset: number },
): Promise<ParticipationRow[]> {
  const base = whereList(db.selectFrom('tender_projects as p') as unknown as ProjectQuery, f);
  const dir = f.list === 'finish' ? 'desc' : 'asc';
  const rows = await base
    .leftJoin('organisations as o', 'o.id', 'p.depart_id')
    .select([
      'p.id',
      'p.project_code',
      'p.name',
      'p.tender_method',
      'p.budget',
      'p.status',
      'p.signup_end_time',
      'p.quote_end_time',
      'p.published_at',
      'o.name as depart_name',
    ])
    .select((eb) => [
      eb
        .selectFrom('tender_invitations as i')
        .select('i.id')
        .whereRef('i.project_id', '=', 'p.id')
        .where('i.supplier_depart_id', '=', f.supplierDepartId)
        .limit(1)
        .as('invitation_id'),
      eb
        .selectFrom('tender_signups as s')
        .select('s.audit_status')
        .whereRef('s.project_id', '=', 'p.id')
        .where('s.supplier_depart_id', '=', f.supplierDepartId)
        .limit(1)
        .as('my_signup_status'),
      eb
        .selectFrom('tender_offers as f')
        .select('f.status')
        .whereRef('f.project_id', '=', 'p.id')
        .where('f.supplier_depart_id', '=', f.supplierDepartId)
        .orderBy('f.received_at', 'desc')
        .orderBy('f.id', 'desc')
        .limit(1)
        .as('my_offer_status'),
    ])
    .orderBy('p.quote_end_time', dir)
    .orderBy('p.id', dir)
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    projectCode: r.project_code,
    name: r.name,
    tenderMethod: r.tender_method,
    budget: r.budget,
    departName: r.depart_name ?? '',
    status: r.status,
    signupEndTime: r.signup_end_time,
    quoteEndTime: r.quote_end_time,
    publishedAt: r.published_at,
    invited: r.invitation_id != null,
    mySignupStatus: r.my_signup_status ?? null,
    myOfferStatus: r.my_offer_status ?? null,
  }));
}

/** The drive's reads: the project, and my organisation's invitation, signup and latest offer. */
export async function driveProject(db: Db, projectId: string) {
  return db
    .selectFrom('tender_projects as p')
    .leftJoin('organisations as o', 'o.id', 'p.depart_id')
    .selectAll('p')
    .select('o.name as depart_name')
    .where('p.id', '=', projectId)
    .executeTakeFirst();
}

export async function myInvitation(db: Db, projectId: string, departId: string) {
  return db
    .selectFrom('tender_invitations')
    .select(['id', 'sent_at', 'read_at'])
    .where('project_id', '=', projectId)
    .where('supplier_depart_id', '=', departId)
    .executeTakeFirst();
}

export async function mySignup(db: Db, projectId: string, departId: string) {
  return db
    .selectFrom('tender_signups')
    .select([
      'id',
      'audit_status',
      'reject_reason',
      'contact_name',
      'contact_phone',
      'contact_email',
      'received_at',
    ])
    .where('project_id', '=', projectId)
    .where('supplier_depart_id', '=', departId)
    .executeTakeFirst();
}

export async function myLatestOffer(db: Db, projectId: string, departId: string) {
  return db
    .selectFrom('tender_offers')
    .select(['status', 'received_at'])
    .where('project_id', '=', projectId)
    .where('supplier_depart_id', '=', departId)
    .orderBy('received_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
