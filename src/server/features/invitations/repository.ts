import { sql } from 'kysely';
import { ORG_TYPE } from '@/shared/contracts/org';
import type { InvitationView, MyInvitationView, SupplierCandidateView } from '@/shared/contracts/invitations';
import { ROLES } from '@/shared/codes/roles';
import type { TenderInvitationTable } from '../../db/schema-invitations';
import type { Trx } from '../../db/transact';
import { containsText, countOf } from '../../lib/paging';
import type { Db } from '../tender-common';

/** Plain Kysely reads and writes of tender_invitations (migration 027). */

export async function isInvited(db: Db, projectId: string, supplierDepartId: string): Promise<boolean> {
  const row = await db
    .selectFrom('tender_invitations')
    .select('id')
    .where('project_id', '=', projectId)
    .where('supplier_depart_id', '=', supplierDepartId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function findInvitation(db: Db, projectId: string, supplierDepartId: string) {
  return db
    .selectFrom('tender_invitations')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('supplier_depart_id', '=', supplierDepartId)
    .executeTakeFirst();
}

export async function insertInvitation(trx: Trx, row: TenderInvitationTable): Promise<void> {
  await trx.insertInto('tender_invitations').values(row).execute();
}

export async function deleteInvitation(trx: Trx, id: string): Promise<void> {
  await trx.deleteFrom('tender_invitations').where('id', '=', id).execute();
}

/** The invitations of a project not sent yet; marks them sent at `at` and answers their organisations. */
export async function markUnsentSent(trx: Trx, projectId: string, at: string): Promise<string[]> {
  const rows = await trx
    .selectFrom('tender_invitations')
    .select('supplier_depart_id')
    .where('project_id', '=', projectId)
    .where('sent_at', 'is', null)
    .execute();
  if (rows.length === 0) return [];
  await trx
    .updateTable('tender_invitations')
    .set({ sent_at: at })
    .where('project_id', '=', projectId)
    .where('sent_at', 'is', null)
    .execute();
  return rows.map((r) => r.supplier_depart_id);
}

export async function markRead(trx: Trx, id: string, userId: string, at: string): Promise<void> {
  await trx
    .updateTable('tender_invitations')
    .set({ read_by: userId, read_at: at })
    .where('id', '=', id)
    .where('read_at', 'is', null)
    .execute();
}

/** The project's invitations with the organisation, the inviter and the first reader. */
export async function listOfProject(db: Db, projectId: string): Promise<InvitationView[]> {
  const rows = await db
    .selectFrom('tender_invitations as i')
    .innerJoin('organisations as o', 'o.id', 'i.supplier_depart_id')
    .leftJoin('users as inviter', 'inviter.id', 'i.invited_by')
    .leftJoin('users as reader', 'reader.id', 'i.read_by')
    .selectAll('i')
    .select(['o.name as supplier_name', 'o.code as supplier_code'])
    .select(['inviter.name as inviter_name', 'reader.name as reader_name'])
    .where('i.project_id', '=', projectId)
    .orderBy('i.invited_at')
    .orderBy('o.code')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    projectId: r.project_id,
    supplierDepartId: r.supplier_depart_id,
    supplierName: r.supplier_name,
    supplierCode: r.supplier_code,
    invitedByName: r.inviter_name ?? '',
    invitedAt: r.invited_at,
    sentAt: r.sent_at,
    readAt: r.read_at,
    readByName: r.reader_name ?? null,
  }));
}

/**
 * The supplier library: enabled supplier organisations that hold a formal supplier account (the
 * platform approved them) or whose profile is approved.
 */
function library(db: Db, keyword: string | undefined) {
  let q = db
    .selectFrom('organisations as o')
    .leftJoin('supplier_profiles as sp', 'sp.depart_id', 'o.id')
    .where('o.org_type', '=', ORG_TYPE.SUPPLIER)
    .where('o.status', '=', '00')
    .where((eb) =>
      eb.or([
        eb('sp.audit_status', '=', '01'),
        eb.exists(
          eb
            .selectFrom('user_roles as ur')
            .innerJoin('roles as r', 'r.id', 'ur.role_id')
            .select(sql`1`.as('one'))
            .whereRef('ur.depart_id', '=', 'o.id')
            .where('r.code', '=', ROLES.FORMAL_SUPPLIER),
        ),
      ]),
    );
  if (keyword) q = q.where((eb) => eb.or([containsText('o.name', keyword), containsText('o.code', keyword)]));
  return q;
}

export async function libraryPage(
  db: Db,
  projectId: string,
  keyword: string | undefined,
  window: { limit: number; offset: number },
): Promise<[SupplierCandidateView[], number]> {
  const total = countOf(
    await library(db, keyword)
      .select((eb) => eb.fn.countAll().as('total'))
      .executeTakeFirst(),
  );
  const rows = await library(db, keyword)
    .select(['o.id', 'o.name', 'o.code', 'sp.audit_status'])
    .select((eb) =>
      eb
        .selectFrom('tender_invitations as i')
        .select('i.id')
        .whereRef('i.supplier_depart_id', '=', 'o.id')
        .where('i.project_id', '=', projectId)
        .limit(1)
        .as('invitation_id'),
    )
    .orderBy('o.code')
    .orderBy('o.id')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  return [
    rows.map((r) => ({
      departId: r.id,
      name: r.name,
      code: r.code,
      profileStatus: r.audit_status ?? null,
      invited: r.invitation_id != null,
    })),
    total,
  ];
}

/** Which of `departIds` are in the supplier library. */
export async function inLibrary(db: Db, departIds: string[]): Promise<Set<string>> {
  if (departIds.length === 0) return new Set();
  const rows = await library(db, undefined).select('o.id').where('o.id', 'in', departIds).execute();
  return new Set(rows.map((r) => r.id));
}

function mine(db: Db, supplierDepartId: string, unreadOnly: boolean, projectId?: string) {
  let q = db
    .selectFrom('tender_invitations as i')
    .innerJoin('tender_projects as p', 'p.id', 'i.project_id')
    .where('i.supplier_depart_id', '=', supplierDepartId)
    .where('i.sent_at', 'is not', null);
  if (unreadOnly) q = q.where('i.read_at', 'is', null);
  if (projectId) q = q.where('i.project_id', '=', projectId);
  return q;
}

export async function minePage(
  db: Db,
  supplierDepartId: string,
  unreadOnly: boolean,
  window: { limit: number; offset: number },
  projectId?: string,
): Promise<[MyInvitationView[], number]> {
  const total = countOf(
    await mine(db, supplierDepartId, unreadOnly, projectId)
      .select((eb) => eb.fn.countAll().as('total'))
      .executeTakeFirst(),
  );
  const rows = await mine(db, supplierDepartId, unreadOnly, projectId)
    .leftJoin('organisations as b', 'b.id', 'p.depart_id')
    .select([
      'i.id',
      'i.project_id',
      'i.sent_at',
      'i.read_at',
      'p.project_code',
      'p.name',
      'p.tender_method',
      'p.status',
      'p.signup_end_time',
      'p.quote_end_time',
      'b.name as buyer_name',
    ])
    // Unread first (null read time sorts first on both databases with this expression), newest sent first.
    .orderBy(sql`case when i.read_at is null then 0 else 1 end`)
    .orderBy('i.sent_at', 'desc')
    .orderBy('i.id')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  return [
    rows.map((r) => ({
      id: r.id,
      projectId: r.project_id,
      projectCode: r.project_code,
      projectName: r.name,
      buyerName: r.buyer_name ?? '',
      tenderMethod: r.tender_method,
      projectStatus: r.status,
      signupEndTime: r.signup_end_time,
      quoteEndTime: r.quote_end_time,
      sentAt: r.sent_at as string,
      readAt: r.read_at,
    })),
    total,
  ];
}

/** The project columns the invitation rules need (method, status, names), or undefined. */
export async function projectFacts(db: Db, projectId: string) {
  return db
    .selectFrom('tender_projects as p')
    .leftJoin('organisations as o', 'o.id', 'p.depart_id')
    .select([
      'p.id',
      'p.project_code',
      'p.name',
      'p.tender_method',
      'p.status',
      'p.signup_end_time',
      'p.published_at',
      'o.name as buyer_name',
    ])
    .where('p.id', '=', projectId)
    .executeTakeFirst();
}

/** One of my organisation's sent invitations, as the supplier sees it. */
export async function mineOne(
  db: Db,
  supplierDepartId: string,
  projectId: string,
): Promise<MyInvitationView | undefined> {
  const [rows] = await minePage(db, supplierDepartId, false, { limit: 1, offset: 0 }, projectId);
  return rows[0];
}
