import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { SessionTable } from '../../db/schema-auth';
import type { Trx } from '../../db/transact';

type Db = Kysely<DB> | Trx;

export async function insertSession(db: Db, row: SessionTable): Promise<void> {
  await db.insertInto('sessions').values(row).execute();
}

/** The session with its user, organisation and role, as the auth plugin needs them per request. */
export async function findSessionByTokenHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .innerJoin('roles as r', 'r.id', 's.role_id')
    .innerJoin('organisations as o', 'o.id', 's.depart_id')
    .select([
      's.id',
      's.user_id',
      's.depart_id',
      's.role_id',
      's.proxy_admin_id',
      's.created_at',
      's.last_seen_at',
      's.expires_at',
      's.revoked_at',
      'u.status as user_status',
      'r.code as role_code',
      'o.name as depart_name',
    ])
    .where('s.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function touchSession(db: Db, id: string, at: string): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: at }).where('id', '=', id).execute();
}

export async function revokeSession(db: Db, id: string, at: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: at })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeSessionsOfUser(db: Db, userId: string, at: string): Promise<number> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: at })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function updateSessionPair(db: Db, id: string, departId: string, roleId: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ depart_id: departId, role_id: roleId })
    .where('id', '=', id)
    .execute();
}

/** Ends the live sessions of these users acting in `roleId` (in one organisation, or any). */
export async function revokeSessionsInRole(
  db: Db,
  end: { userIds: readonly string[]; departId: string | null; roleId: string; at: string },
): Promise<void> {
  if (end.userIds.length === 0) return;
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: end.at })
    .where('user_id', 'in', [...end.userIds])
    .where('role_id', '=', end.roleId)
    .where('revoked_at', 'is', null);
  if (end.departId) query = query.where('depart_id', '=', end.departId);
  await query.execute();
}
