import { Dexie } from 'dexie';
import { withDb } from '@/client/data/db';
import type { BidlineDb, ChatMessageRow } from '@/client/data/db-schema';
import { CHAT_LIMITS } from '@/shared/codes/constants';

export interface ChatMessageInput {
  id: string | number;
  timestamp: number;
}

/** Stores new messages of one chat, ignoring ids already kept, then keeps only the newest 100 by timestamp. */
export async function putChatMessages<M extends ChatMessageInput>(
  host: string,
  userId: string,
  chatId: string,
  messages: readonly M[],
): Promise<void> {
  const unique = new Map<string, M>();
  for (const message of messages)
    if (!unique.has(String(message.id))) unique.set(String(message.id), message);
  await withDb((db) =>
    db.transaction('rw', db.chatMessages, async () => {
      const ids = [...unique.keys()];
      const existing = await db.chatMessages.bulkGet(ids.map((id) => [host, userId, chatId, id]));
      const rows: ChatMessageRow[] = ids
        .filter((_, i) => existing[i] === undefined)
        .map((id) => ({
          host,
          userId,
          chatId,
          id,
          timestamp: unique.get(id)?.timestamp ?? 0,
          message: unique.get(id),
        }));
      await db.chatMessages.bulkAdd(rows);
      const chat = chatRange(db, host, userId, chatId);
      const excess = (await chat.count()) - CHAT_LIMITS.MESSAGES_PER_CHAT;
      if (excess > 0) await db.chatMessages.bulkDelete(await chat.limit(excess).primaryKeys());
    }),
  );
}

function chatRange(db: BidlineDb, host: string, userId: string, chatId: string) {
  return db.chatMessages
    .where('[host+userId+chatId+timestamp]')
    .between([host, userId, chatId, Dexie.minKey], [host, userId, chatId, Dexie.maxKey], true, true);
}

/** The kept messages of one chat, oldest first. */
export async function getChatMessages<M>(host: string, userId: string, chatId: string): Promise<M[]> {
  return withDb(async (db) =>
    (await chatRange(db, host, userId, chatId).toArray()).map((r) => r.message as M),
  );
}
