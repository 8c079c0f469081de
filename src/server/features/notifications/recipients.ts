import type { NotificationRecipients } from '@/shared/contracts/notifications';
import type { Trx } from '../../db/transact';

/** A user a notification goes to: active, with the phone an SMS would use. */
export interface Recipient {
  id: string;
  phone: string | null;
}

const ACTIVE = '00';
/** An approved signup (AUDIT_STATUS '01'): the organisation takes part in the project. */
const APPROVED = '01';

async function activeUsers(trx: Trx, ids: readonly string[]): Promise<Recipient[]> {
  if (ids.length === 0) return [];
  return trx
    .selectFrom('users')
    .select(['id', 'phone'])
    .where('id', 'in', [...new Set(ids)])
    .where('status', '=', ACTIVE)
    .execute();
}

/** Every active user holding a role in one of these organisations. */
async function usersOfDeparts(trx: Trx, departIds: readonly string[]): Promise<Recipient[]> {
  if (departIds.length === 0) return [];
  return trx
    .selectFrom('users as u')
    .innerJoin('user_roles as ur', 'ur.user_id', 'u.id')
    .select(['u.id', 'u.phone'])
    .distinct()
    .where('ur.depart_id', 'in', [...new Set(departIds)])
    .where('u.status', '=', ACTIVE)
    .execute();
}

/** The organisation running the project and its entrusted agency, if any. */
async function buyerDeparts(trx: Trx, projectId: string): Promise<string[]> {
  const project = await trx
    .selectFrom('tender_projects')
    .select(['depart_id', 'agency_org_id'])
    .where('id', '=', projectId)
    .executeTakeFirst();
  if (!project) return [];
  return [project.depart_id, ...(project.agency_org_id ? [project.agency_org_id] : [])];
}

async function signedUpDeparts(trx: Trx, projectId: string): Promise<string[]> {
  const rows = await trx
    .selectFrom('tender_signups')
    .select('supplier_depart_id')
    .where('project_id', '=', projectId)
    .where('audit_status', '=', APPROVED)
    .execute();
  return rows.map((r) => r.supplier_depart_id);
}

async function committee(trx: Trx, projectId: string): Promise<string[]> {
  const rows = await trx
    .selectFrom('evaluation_tasks')
    .select('expert_user_id')
    .where('project_id', '=', projectId)
    .execute();
  return rows.map((r) => r.expert_user_id);
}

/**
 * The active users `to` names, each once, without the acting user (never notified of their own act).
 * Read in the sender's transaction, so it sees what that transaction changed.
 */
export async function resolveRecipients(
  trx: Trx,
  to: NotificationRecipients,
  actorUserId?: string,
): Promise<Recipient[]> {
  let users: Recipient[];
  if ('userIds' in to) users = await activeUsers(trx, to.userIds);
  else if ('departIds' in to) users = await usersOfDeparts(trx, to.departIds);
  else if ('projectBuyers' in to)
    users = await usersOfDeparts(trx, await buyerDeparts(trx, to.projectBuyers));
  else if ('projectSignedUp' in to)
    users = await usersOfDeparts(trx, await signedUpDeparts(trx, to.projectSignedUp));
  else users = await activeUsers(trx, await committee(trx, to.projectCommittee));
  const seen = new Set<string>();
  return users.filter((u) => {
    if (u.id === actorUserId || seen.has(u.id)) return false;
    seen.add(u.id);
    return true;
  });
}
