import type { ExpressionBuilder } from 'kysely';
import { ROLES } from '@/shared/codes/roles';
import type { TimelineEntry } from '@/shared/contracts/project-workspace';
import type { DB } from '../../db/schema';
import { countOf, type PageQuery } from '../../lib/paging';
import type { Db, ProjectRow } from '../tender-common';
import { ORG_TYPE } from './org-reads';

/**
 * The project's timeline: the audit log entries of the project and of everything attached to it, newest
 * first. Every condition names the entity type, so the log's (entity_type, entity_id) index serves it.
 * An offer shows only that it was received, with no sender (nothing of it is known before the
 * opening); the key made for the first offer is a technical step and is left out.
 */

/**
 * Entity types whose audit entity id is the project's own id: the project, its rules, notice and
 * amendments (project-rules), its subject matters (audited on the project) and the invitations sent.
 */
export const PROJECT_ENTITY_TYPES = [
  'tenderProject',
  'projectRules',
  'projectNotice',
  'projectAmendment',
  'tenderInvitation',
] as const;

/**
 * Entity types whose entity is a row of a table carrying the project id: signups, documents,
 * clarifications, the committee's tasks, fee vouchers, invitation read receipts and letter reads.
 */
const CHILD_ENTITY_TABLES = [
  ['tenderSignup', 'tender_signups'],
  ['tenderDocument', 'tender_documents'],
  ['tenderClarification', 'tender_clarifications'],
  ['evaluationTask', 'evaluation_tasks'],
  ['feeVoucher', 'fee_vouchers'],
  ['tenderInvitation', 'tender_invitations'],
  ['projectLetter', 'project_letters'],
] as const;

const OFFER = 'tenderOffer';
const HIDDEN_PROJECT_ACTIONS = ['createOfferKey'];
/** The action an offer's 'submit' entry shows as. */
export const RECEIVED = 'received';

type Eb = ExpressionBuilder<DB & { a: DB['audit_log'] }, 'a'>;

function ofProject(eb: Eb, projectId: string) {
  const children = CHILD_ENTITY_TABLES.map(([type, table]) =>
    eb.and([
      eb('a.entity_type', '=', type),
      eb('a.entity_id', 'in', eb.selectFrom(table).select('id').where('project_id', '=', projectId)),
    ]),
  );
  return eb.or([
    eb.and([
      eb('a.entity_type', 'in', [...PROJECT_ENTITY_TYPES]),
      eb('a.entity_id', '=', projectId),
      eb('a.action', 'not in', HIDDEN_PROJECT_ACTIONS),
    ]),
    ...children,
    eb.and([
      eb('a.entity_type', '=', OFFER),
      eb('a.action', '=', 'submit'),
      eb(
        'a.entity_id',
        'in',
        eb.selectFrom('tender_offers').select('id').where('project_id', '=', projectId),
      ),
    ]),
  ]);
}

function sideOf(project: ProjectRow, departId: string | null, role: string | null, orgType: string | null) {
  if (departId && departId === project.depart_id) return 'buyer' as const;
  if (departId && departId === project.agency_org_id) return 'agency' as const;
  if (role === ROLES.FORMAL_SUPPLIER || orgType === ORG_TYPE.SUPPLIER) return 'supplier' as const;
  return 'other' as const;
}

export async function timelinePage(
  db: Db,
  project: ProjectRow,
  page: PageQuery,
): Promise<[TimelineEntry[], number]> {
  const base = db.selectFrom('audit_log as a').where((eb) => ofProject(eb as unknown as Eb, project.id));
  const total = countOf(
    await base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirst(),
  );
  const rows = await base
    .leftJoin('users as u', 'u.id', 'a.actor_id')
    .leftJoin('organisations as o', 'o.id', 'a.depart_id')
    .select([
      'a.id',
      'a.at',
      'a.entity_type',
      'a.action',
      'a.actor_role',
      'a.depart_id',
      'u.name as actor_name',
      'o.name as org_name',
      'o.org_type',
    ])
    .orderBy('a.seq', 'desc')
    .offset((page.pageNo - 1) * page.pageSize)
    .limit(page.pageSize)
    .execute();
  const entries = rows.map((r): TimelineEntry => {
    const side = sideOf(project, r.depart_id, r.actor_role, r.org_type ?? null);
    if (r.entity_type === OFFER) {
      return {
        id: r.id,
        at: r.at,
        entityType: OFFER,
        action: RECEIVED,
        actorName: null,
        actorRole: null,
        orgName: null,
        side,
      };
    }
    return {
      id: r.id,
      at: r.at,
      entityType: r.entity_type,
      action: r.action,
      actorName: r.actor_name ?? null,
      actorRole: r.actor_role,
      orgName: r.org_name ?? null,
      side,
    };
  });
  return [entries, total];
}
