import type { Kysely } from 'kysely';
import { containsText } from '../../lib/paging';
import type { DB } from '../../db/schema';
import type { ChatGroupMemberTable, ChatGroupTable } from '../../db/schema-chat';
import type { Trx } from '../../db/transact';

type Db = Kysely<DB> | Trx;

export const MEMBER_STATE = { PENDING: '0', MEMBER: '1' } as const;

export async function findGroup(db: Db, id: string): Promise<ChatGroupTable | undefined> {
  return db.selectFrom('chat_groups').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertGroup(db: Db, row: ChatGroupTable): Promise<void> {
  await db.insertInto('chat_groups').values(row).execute();
}

export async function updateGroup(
  db: Db,
  id: string,
  changes: Partial<Pick<ChatGroupTable, 'name' | 'avatar' | 'need_check' | 'share_history'>>,
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db.updateTable('chat_groups').set(changes).where('id', '=', id).execute();
}

/** The group with its members, messages and read marks. */
export async function deleteGroup(db: Db, id: string): Promise<void> {
  await db.deleteFrom('chat_reads').where('chat_id', '=', id).execute();
  await db.deleteFrom('chat_messages').where('chat_id', '=', id).where('chat_type', '=', 1).execute();
  await db.deleteFrom('chat_group_members').where('group_id', '=', id).execute();
  await db.deleteFrom('chat_groups').where('id', '=', id).execute();
}

export async function findMember(db: Db, groupId: string, userId: string) {
  return db
    .selectFrom('chat_group_members')
    .selectAll()
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function listMembers(db: Db, groupId: string, state?: string): Promise<ChatGroupMemberTable[]> {
  let query = db.selectFrom('chat_group_members').selectAll().where('group_id', '=', groupId);
  if (state) query = query.where('state', '=', state);
  return query.orderBy('joined_at').orderBy('user_id').execute();
}

export async function upsertMember(db: Db, row: ChatGroupMemberTable): Promise<void> {
  await db
    .insertInto('chat_group_members')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['group_id', 'user_id']).doUpdateSet({
        state: row.state,
        joined_at: row.joined_at,
        history_from_seq: row.history_from_seq,
      }),
    )
    .execute();
}

/** Adds the row unless the user already has one (pending or member). */
export async function insertMemberIfAbsent(db: Db, row: ChatGroupMemberTable): Promise<void> {
  await db
    .insertInto('chat_group_members')
    .values(row)
    .onConflict((oc) => oc.columns(['group_id', 'user_id']).doNothing())
    .execute();
}

export async function deleteMembers(db: Db, groupId: string, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .deleteFrom('chat_group_members')
    .where('group_id', '=', groupId)
    .where('user_id', 'in', [...userIds])
    .execute();
}

/** The groups the user belongs to or asked to join, with the user's state. */
export async function listGroupsOfUser(db: Db, userId: string) {
  return db
    .selectFrom('chat_group_members as m')
    .innerJoin('chat_groups as g', 'g.id', 'm.group_id')
    .selectAll('g')
    .select(['m.state as my_state', 'm.history_from_seq'])
    .where('m.user_id', '=', userId)
    .orderBy('g.created_at')
    .orderBy('g.id')
    .execute();
}

export async function countMembers(db: Db, groupIds: readonly string[]): Promise<Map<string, number>> {
  if (groupIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('chat_group_members')
    .select(['group_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('group_id', 'in', [...groupIds])
    .where('state', '=', MEMBER_STATE.MEMBER)
    .groupBy('group_id')
    .execute();
  return new Map(rows.map((r) => [r.group_id, Number(r.n)]));
}

/** The members (not those waiting) with the seq after which each reads the group's messages. */
export async function memberSeqs(db: Db, groupId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('chat_group_members')
    .select(['user_id', 'history_from_seq'])
    .where('group_id', '=', groupId)
    .where('state', '=', MEMBER_STATE.MEMBER)
    .execute();
  return new Map(rows.map((r) => [r.user_id, Number(r.history_from_seq)]));
}

/** Groups whose name contains the text (case-insensitive), oldest first. */
export async function searchGroups(db: Db, text: string, limit: number): Promise<ChatGroupTable[]> {
  return db
    .selectFrom('chat_groups')
    .selectAll()
    .where(containsText('name', text))
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}
