import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { ChatFriendTable } from '../../db/schema-chat';
import type { Trx } from '../../db/transact';

type Db = Kysely<DB> | Trx;

export async function findFriendRow(db: Db, pairId: string): Promise<ChatFriendTable | undefined> {
  return db.selectFrom('chat_friends').selectAll().where('pair_id', '=', pairId).executeTakeFirst();
}

export async function findFriendRowById(db: Db, id: string): Promise<ChatFriendTable | undefined> {
  return db.selectFrom('chat_friends').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Inserts the request unless the pair already has a row; true when inserted. */
export async function insertFriendRow(db: Db, row: ChatFriendTable): Promise<boolean> {
  const result = await db
    .insertInto('chat_friends')
    .values(row)
    .onConflict((oc) => oc.column('pair_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function setFriendState(db: Db, id: string, state: string): Promise<void> {
  await db.updateTable('chat_friends').set({ state }).where('id', '=', id).execute();
}

export async function deleteFriendRow(db: Db, pairId: string): Promise<boolean> {
  const result = await db.deleteFrom('chat_friends').where('pair_id', '=', pairId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Rows involving the user: state '1' gives the friends; state '0' the requests still open, both the
 * ones the user sent and the ones waiting for the user's answer.
 */
export async function listFriendRows(db: Db, userId: string, state?: string): Promise<ChatFriendTable[]> {
  let query = db
    .selectFrom('chat_friends')
    .selectAll()
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('friend_id', '=', userId)]));
  if (state) query = query.where('state', '=', state);
  return query.orderBy('created_at').orderBy('id').execute();
}
