import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Trx } from '../../db/transact';

type Db = Kysely<DB> | Trx;

export async function findUserByLoginName(db: Db, loginName: string) {
  return db.selectFrom('users').selectAll().where('login_name', '=', loginName).executeTakeFirst();
}

export async function findUserById(db: Db, id: string) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Every organisation-role pair the user holds, oldest first (the first is the default). */
export async function listPairsOfUser(db: Db, userId: string) {
  return db
    .selectFrom('user_roles as ur')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .innerJoin('organisations as o', 'o.id', 'ur.depart_id')
    .select([
      'ur.depart_id',
      'o.name as depart_name',
      'o.status as depart_status',
      'ur.role_id',
      'r.code as role_code',
      'r.name as role_name',
    ])
    .where('ur.user_id', '=', userId)
    .orderBy('ur.created_at')
    .orderBy('ur.id')
    .execute();
}
