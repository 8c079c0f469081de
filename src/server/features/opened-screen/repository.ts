import type { Kysely } from 'kysely';
import { OFFER_STATUS } from '@/shared/codes/procurement';
import { OPENED_CONFIRM_CONFIG_KEY } from '@/shared/contracts/opened-screen';
import type { DB } from '../../db/schema';
import type { OpenedLineConfirmationTable } from '../../db/schema-opened-screen';
import type { Trx } from '../../db/transact';

/** The opened screen's reads and writes: offers with their answers, the watchers, the window setting. */
type Db = Kysely<DB> | Trx;

const ACTIVE = '00';

/** The project's offers that took part in the opening, each with its bidder and its answer if any. */
export async function openedOffers(db: Db, projectId: string) {
  return db
    .selectFrom('tender_offers as o')
    .leftJoin('organisations as g', 'g.id', 'o.supplier_depart_id')
    .leftJoin('opened_line_confirmations as c', 'c.offer_id', 'o.id')
    .select([
      'o.id',
      'o.supplier_depart_id',
      'o.status',
      'o.opened_json',
      'o.received_at',
      'o.ciphertext',
      'o.ciphertext_sha256',
      'g.name as supplier_name',
      'c.decision',
      'c.reason',
      'c.decided_at',
    ])
    .where('o.project_id', '=', projectId)
    .where('o.status', 'not in', [OFFER_STATUS.SEALED, OFFER_STATUS.WITHDRAWN])
    .orderBy('o.received_at')
    .orderBy('o.id')
    .execute();
}

export async function sealedCount(db: Db, projectId: string): Promise<number> {
  const row = await db
    .selectFrom('tender_offers')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('project_id', '=', projectId)
    .where('status', '=', OFFER_STATUS.SEALED)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function hasOffered(db: Db, projectId: string, departId: string): Promise<boolean> {
  const row = await db
    .selectFrom('tender_offers')
    .select('id')
    .where('project_id', '=', projectId)
    .where('supplier_depart_id', '=', departId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function onCommittee(db: Db, projectId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('evaluation_tasks')
    .select('id')
    .where('project_id', '=', projectId)
    .where('expert_user_id', '=', userId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function findOffer(db: Db, offerId: string) {
  return db
    .selectFrom('tender_offers')
    .select(['id', 'project_id', 'supplier_depart_id', 'status'])
    .where('id', '=', offerId)
    .executeTakeFirst();
}

export async function findConfirmation(db: Db, offerId: string) {
  return db
    .selectFrom('opened_line_confirmations')
    .selectAll()
    .where('offer_id', '=', offerId)
    .executeTakeFirst();
}

export async function insertConfirmation(trx: Trx, row: OpenedLineConfirmationTable): Promise<void> {
  await trx.insertInto('opened_line_confirmations').values(row).execute();
}

/** Minutes of the confirmation window as configured; undefined when unset. */
export async function configuredMinutes(db: Db): Promise<string | undefined> {
  const row = await db
    .selectFrom('system_configs')
    .select('config_value')
    .where('config_type', '=', '01')
    .where('config_key', '=', OPENED_CONFIRM_CONFIG_KEY)
    .executeTakeFirst();
  return row?.config_value;
}

/**
 * Everyone who may watch the project's opening, active: users of the organisation running it and of its
 * agency, users of the organisations that sent an offer, and the committee's experts.
 */
export async function watcherIds(db: Db, projectId: string): Promise<string[]> {
  const project = await db
    .selectFrom('tender_projects')
    .select(['depart_id', 'agency_org_id'])
    .where('id', '=', projectId)
    .executeTakeFirst();
  if (!project) return [];
  const bidders = await db
    .selectFrom('tender_offers')
    .select('supplier_depart_id')
    .distinct()
    .where('project_id', '=', projectId)
    .execute();
  const departs = [
    project.depart_id,
    ...(project.agency_org_id ? [project.agency_org_id] : []),
    ...bidders.map((b) => b.supplier_depart_id),
  ];
  const members = await db
    .selectFrom('users as u')
    .innerJoin('user_roles as ur', 'ur.user_id', 'u.id')
    .select('u.id')
    .distinct()
    .where('ur.depart_id', 'in', departs)
    .where('u.status', '=', ACTIVE)
    .execute();
  const experts = await db
    .selectFrom('evaluation_tasks as t')
    .innerJoin('users as u', 'u.id', 't.expert_user_id')
    .select('u.id')
    .where('t.project_id', '=', projectId)
    .where('u.status', '=', ACTIVE)
    .execute();
  return [...new Set([...members, ...experts].map((r) => r.id))];
}

/** Projects the caller may watch, newest quote end first (at most `limit`). */
export async function watchableProjects(
  db: Db,
  who:
    | { kind: 'buyer'; departId: string }
    | { kind: 'supplier'; departId: string }
    | { kind: 'expert'; userId: string },
  statuses: readonly string[],
  limit: number,
) {
  let query = db
    .selectFrom('tender_projects as p')
    .select(['p.id', 'p.project_code', 'p.name', 'p.status', 'p.quote_end_time', 'p.opened_at'])
    .where('p.status', 'in', [...statuses]);
  if (who.kind === 'buyer') {
    const departId = who.departId;
    query = query.where((eb) =>
      eb.or([eb('p.depart_id', '=', departId), eb('p.agency_org_id', '=', departId)]),
    );
  } else if (who.kind === 'supplier') {
    const departId = who.departId;
    query = query.where('p.id', 'in', (eb) =>
      eb.selectFrom('tender_offers').select('project_id').where('supplier_depart_id', '=', departId),
    );
  } else {
    const userId = who.userId;
    query = query.where('p.id', 'in', (eb) =>
      eb.selectFrom('evaluation_tasks').select('project_id').where('expert_user_id', '=', userId),
    );
  }
  return query.orderBy('p.quote_end_time', 'desc').orderBy('p.id').limit(limit).execute();
}
