import { type Kysely, type Selectable, sql } from 'kysely';
import type { DB } from '../../db/schema';
import type { ChatMessageTable } from '../../db/schema-chat';
import type { Trx } from '../../db/transact';
import { MEMBER_STATE } from './groups-repository';

type Db = Kysely<DB> | Trx;
export type MessageRow = Selectable<ChatMessageTable>;
export type NewMessageRow = Omit<MessageRow, 'seq' | 'timestamp'> & { timestamp: number };

const COLUMNS = [
  'id',
  'chat_type',
  'chat_id',
  'from_id',
  'to_id',
  'message_type',
  'content',
  'extend',
  'ai_tag',
  'client_id',
  'created_at',
  'timestamp',
] as const;

/** Unread pushes stop here; the client keeps at most 100 messages per chat anyway. */
export const UNREAD_PUSH_LIMIT = 2000;

/**
 * Stores the message unless the sender already sent one with this clientId; returns the stored row
 * (the earlier one for a resend) and whether it is new. With `memberOf` (a group id) the row is only
 * stored while the sender is a member of the group, checked in the same statement, so a message of
 * someone removed a moment ago in another process is refused even before that process hears of it
 * (undefined then). One statement, committed when it returns: what is delivered next is stored.
 */
export async function insertMessage(
  db: Db,
  row: NewMessageRow,
  memberOf?: string,
): Promise<{ row: MessageRow; created: boolean } | undefined> {
  const insert = db.insertInto('chat_messages');
  const inserted = await (memberOf === undefined
    ? insert.values(row)
    : insert.columns(COLUMNS).expression(
        db
          // Typed, because PostgreSQL reads the parameters of a select list as text.
          .selectNoFrom([
            sql<string>`cast(${row.id} as text)`.as('id'),
            sql<number>`cast(${row.chat_type} as integer)`.as('chat_type'),
            sql<string>`cast(${row.chat_id} as text)`.as('chat_id'),
            sql<string>`cast(${row.from_id} as text)`.as('from_id'),
            sql<string | null>`cast(${row.to_id} as text)`.as('to_id'),
            sql<string>`cast(${row.message_type} as text)`.as('message_type'),
            sql<string>`cast(${row.content} as text)`.as('content'),
            sql<string | null>`cast(${row.extend} as text)`.as('extend'),
            sql<string | null>`cast(${row.ai_tag} as text)`.as('ai_tag'),
            sql<string | null>`cast(${row.client_id} as text)`.as('client_id'),
            sql<string>`cast(${row.created_at} as text)`.as('created_at'),
            sql<number>`cast(${row.timestamp} as bigint)`.as('timestamp'),
          ])
          .where((eb) =>
            eb.exists(
              eb
                .selectFrom('chat_group_members')
                .select('user_id')
                .where('group_id', '=', memberOf)
                .where('user_id', '=', row.from_id)
                .where('state', '=', MEMBER_STATE.MEMBER),
            ),
          ),
      )
  )
    .onConflict((oc) => oc.columns(['from_id', 'client_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return { row: inserted, created: true };
  if (!row.client_id) return undefined;
  const earlier = await db
    .selectFrom('chat_messages')
    .selectAll()
    .where('from_id', '=', row.from_id)
    .where('client_id', '=', row.client_id)
    .executeTakeFirst();
  return earlier ? { row: earlier, created: false } : undefined;
}

/** The newest `limit` messages of the chat after `afterSeq` (the reader's history start), oldest first. */
export async function listLatest(db: Db, chatId: string, limit: number, afterSeq = 0): Promise<MessageRow[]> {
  const rows = await db
    .selectFrom('chat_messages')
    .selectAll()
    .where('chat_id', '=', chatId)
    .where('seq', '>', afterSeq)
    .orderBy('seq', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse();
}

/** A page of the chat, newest first, optionally of one message type and older than a sequence. */
export async function pageMessages(
  db: Db,
  chatId: string,
  filter: { messageType?: string; beforeSeq?: number; afterSeq?: number },
  offset: number,
  limit: number,
): Promise<{ rows: MessageRow[]; total: number }> {
  let base = db
    .selectFrom('chat_messages')
    .where('chat_id', '=', chatId)
    .where('seq', '>', filter.afterSeq ?? 0);
  if (filter.messageType) base = base.where('message_type', '=', filter.messageType);
  if (filter.beforeSeq !== undefined) base = base.where('seq', '<', filter.beforeSeq);
  const count = await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
  const rows = await base.selectAll().orderBy('seq', 'desc').offset(offset).limit(limit).execute();
  return { rows, total: Number(count?.n ?? 0) };
}

/** The sequence of a message of the chat, or undefined when the chat has no such message. */
export async function seqOf(db: Db, chatId: string, id: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('chat_messages')
    .select('seq')
    .where('chat_id', '=', chatId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? Number(row.seq) : undefined;
}

export async function maxSeq(db: Db, chatId: string): Promise<number> {
  const row = await db
    .selectFrom('chat_messages')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .where('chat_id', '=', chatId)
    .executeTakeFirst();
  return Number(row?.seq ?? 0);
}

/** The last message of each chat. */
export async function lastMessages(db: Db, chatIds: readonly string[]): Promise<MessageRow[]> {
  if (chatIds.length === 0) return [];
  return db
    .selectFrom('chat_messages')
    .selectAll()
    .where('seq', 'in', (eb) =>
      eb
        .selectFrom('chat_messages')
        .select((e) => e.fn.max('seq').as('seq'))
        .where('chat_id', 'in', [...chatIds])
        .groupBy('chat_id'),
    )
    .execute();
}

/** Messages after the read mark, and in groups after the member's history start. */
function unreadBase(db: Db, userId: string, chatIds: readonly string[]) {
  return db
    .selectFrom('chat_messages as m')
    .leftJoin('chat_reads as r', (join) =>
      join.onRef('r.chat_id', '=', 'm.chat_id').on('r.user_id', '=', userId),
    )
    .leftJoin('chat_group_members as gm', (join) =>
      join.onRef('gm.group_id', '=', 'm.chat_id').on('gm.user_id', '=', userId),
    )
    .where('m.chat_id', 'in', [...chatIds])
    .where('m.from_id', '!=', userId)
    .where('m.seq', '>', sql<number>`coalesce(r.last_read_seq, 0)`)
    .where('m.seq', '>', sql<number>`coalesce(gm.history_from_seq, 0)`);
}

export async function unreadCounts(db: Db, userId: string, chatIds: readonly string[]) {
  if (chatIds.length === 0) return new Map<string, number>();
  const rows = await unreadBase(db, userId, chatIds)
    .select(['m.chat_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .groupBy('m.chat_id')
    .execute();
  return new Map(rows.map((r) => [r.chat_id, Number(r.n)]));
}

/** Unread messages of these chats, oldest first. */
export async function unreadMessages(
  db: Db,
  userId: string,
  chatIds: readonly string[],
): Promise<MessageRow[]> {
  if (chatIds.length === 0) return [];
  const rows = await unreadBase(db, userId, chatIds)
    .selectAll('m')
    .orderBy('m.seq', 'desc')
    .limit(UNREAD_PUSH_LIMIT)
    .execute();
  return rows.reverse();
}

/** The newest seq of the chat's messages that carry this file (its id is in their extend). */
export async function lastSeqWithFile(db: Db, chatId: string, fileId: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('chat_messages')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .where('chat_id', '=', chatId)
    .where('extend', 'like', `%${fileId.replace(/[\\%_]/g, '')}%`)
    .executeTakeFirst();
  return row?.seq == null ? undefined : Number(row.seq);
}

/** Moves the read mark forward (never back). */
export async function markRead(
  db: Db,
  userId: string,
  chatId: string,
  seq: number,
  at: string,
): Promise<void> {
  await db
    .insertInto('chat_reads')
    .values({ user_id: userId, chat_id: chatId, last_read_seq: seq, last_read_at: at })
    .onConflict((oc) =>
      oc.columns(['user_id', 'chat_id']).doUpdateSet({
        last_read_seq: sql<number>`case when excluded.last_read_seq > chat_reads.last_read_seq then excluded.last_read_seq else chat_reads.last_read_seq end`,
        last_read_at: at,
      }),
    )
    .execute();
}
