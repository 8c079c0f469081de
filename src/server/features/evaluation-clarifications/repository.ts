import type { Insertable, Selectable } from 'kysely';
import { AUDIT_STATUS } from '@/shared/codes/statuses';
import {
  EVALUATION_CLARIFICATION_STATUS as S,
  type EvaluationClarificationBidder,
  type EvaluationClarificationPageQuery,
  type EvaluationClarificationReading,
} from '@/shared/contracts/evaluation-clarifications';
import type { EvaluationClarificationTable } from '../../db/schema-evaluation-clarifications';
import type { Trx } from '../../db/transact';
import { countOf, offsetOf, type PageQuery } from '../../lib/paging';
import { type Db, runByOrg } from '../tender-common';

export type ClarificationRow = Selectable<EvaluationClarificationTable>;
export type ListedRow = ClarificationRow & {
  project_code: string;
  project_name: string;
  supplier_name: string | null;
  asked_by_name: string | null;
};

/** Who lists: the committee member, the supplier organisation, or the buyer-side organisation. */
export type Reader = { expertUserId: string } | { supplierDepartId: string } | { buyerDepartId: string };
type Filter = Omit<EvaluationClarificationPageQuery, 'pageNo' | 'pageSize'> & PageQuery;

function listed(db: Db) {
  return db
    .selectFrom('evaluation_clarifications as c')
    .innerJoin('tender_projects as p', 'p.id', 'c.project_id')
    .leftJoin('organisations as o', 'o.id', 'c.supplier_depart_id')
    .leftJoin('users as u', 'u.id', 'c.asked_by');
}

function scoped(db: Db, reader: Reader, filter: Filter, now: string) {
  let q = listed(db);
  if ('expertUserId' in reader) {
    const expert = reader.expertUserId;
    q = q.where('c.project_id', 'in', (eb) =>
      eb.selectFrom('evaluation_tasks').select('project_id').where('expert_user_id', '=', expert),
    );
  } else if ('supplierDepartId' in reader) {
    q = q.where('c.supplier_depart_id', '=', reader.supplierDepartId);
  } else {
    q = q.where(runByOrg(reader.buyerDepartId));
  }
  if (filter.projectId) q = q.where('c.project_id', '=', filter.projectId);
  if (filter.status === S.REPLIED) q = q.where('c.status', '=', S.REPLIED);
  if (filter.status === S.ASKED) q = q.where('c.status', '=', S.ASKED).where('c.reply_deadline', '>=', now);
  if (filter.status === S.EXPIRED) q = q.where('c.status', '=', S.ASKED).where('c.reply_deadline', '<', now);
  return q;
}

export async function page(db: Db, reader: Reader, filter: Filter, now: string) {
  const [rows, count] = await Promise.all([
    scoped(db, reader, filter, now)
      .selectAll('c')
      .select([
        'p.project_code',
        'p.name as project_name',
        'o.name as supplier_name',
        'u.name as asked_by_name',
      ])
      .orderBy('c.asked_at', 'desc')
      .orderBy('c.id')
      .limit(filter.pageSize)
      .offset(offsetOf(filter))
      .execute(),
    scoped(db, reader, filter, now)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirst(),
  ]);
  return { rows: rows as ListedRow[], total: countOf(count) };
}

export async function findListed(db: Db, id: string): Promise<ListedRow | undefined> {
  return (await listed(db)
    .selectAll('c')
    .select([
      'p.project_code',
      'p.name as project_name',
      'o.name as supplier_name',
      'u.name as asked_by_name',
    ])
    .where('c.id', '=', id)
    .executeTakeFirst()) as ListedRow | undefined;
}

export async function isCommitteeMember(db: Db, projectId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('evaluation_tasks')
    .select('id')
    .where('project_id', '=', projectId)
    .where('expert_user_id', '=', userId)
    .executeTakeFirst();
  return !!row;
}

/** The project's bidders: organisations whose signup was approved. */
export async function listBidders(db: Db, projectId: string): Promise<EvaluationClarificationBidder[]> {
  const rows = await db
    .selectFrom('tender_signups as s')
    .innerJoin('organisations as o', 'o.id', 's.supplier_depart_id')
    .select(['s.supplier_depart_id as departId', 'o.name'])
    .where('s.project_id', '=', projectId)
    .where('s.audit_status', '=', AUDIT_STATUS.APPROVED)
    .orderBy('o.name')
    .execute();
  return rows.map((row) => ({ departId: row.departId, name: row.name ?? '' }));
}

export async function insert(trx: Trx, row: Insertable<EvaluationClarificationTable>): Promise<void> {
  await trx.insertInto('evaluation_clarifications').values(row).execute();
}

/** Stores the reply if the question still waits for one (a concurrent reply wins once). */
export async function setReply(
  trx: Trx,
  id: string,
  reply: Pick<
    ClarificationRow,
    | 'reply_html'
    | 'ephemeral_public_key'
    | 'iv'
    | 'ciphertext'
    | 'ciphertext_sha256'
    | 'seal_version'
    | 'replied_by'
    | 'replied_at'
  >,
): Promise<boolean> {
  const result = await trx
    .updateTable('evaluation_clarifications')
    .set((eb) => ({
      ...reply,
      status: S.REPLIED,
      updated_at: reply.replied_at ?? '',
      version: eb('version', '+', 1),
    }))
    .where('id', '=', id)
    .where('status', '=', S.ASKED)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Records the member's first opening; answers whether this one was the first. */
export async function recordReading(trx: Trx, id: string, userId: string, at: string): Promise<boolean> {
  const result = await trx
    .insertInto('evaluation_clarification_reads')
    .values({ clarification_id: id, user_id: userId, read_at: at })
    .onConflict((oc) => oc.columns(['clarification_id', 'user_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function listReadings(db: Db, id: string): Promise<EvaluationClarificationReading[]> {
  const rows = await db
    .selectFrom('evaluation_clarification_reads as r')
    .leftJoin('users as u', 'u.id', 'r.user_id')
    .select(['u.name', 'r.read_at'])
    .where('r.clarification_id', '=', id)
    .orderBy('r.read_at')
    .execute();
  return rows.map((row) => ({ userName: row.name ?? '', readAt: row.read_at }));
}

/** The project's public key (JWK text), created when a price-touching question was asked. */
export async function findPublicKey(db: Db, projectId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('tender_project_keys')
    .select('public_key_jwk')
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  return row?.public_key_jwk;
}
