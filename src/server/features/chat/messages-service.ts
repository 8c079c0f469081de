import { CHAT_TYPE } from '@/shared/codes/constants';
import type { ChatMessagesPageQuery, ChatMessagesQuery } from '@/shared/contracts/chat';
import type { ChatPage } from '@/shared/contracts/chat-models';
import type { ChatExtend, ChatMessage, ChatSummary, WsSend } from '@/shared/contracts/chat-ws';
import { randomId } from '@/shared/format/random-id';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { type ChatRef, chatForbidden, chatRefused, friendPairId, resolveChatRef } from './chat-ids';
import type { ChatFriendsService } from './friends-service';
import type { ChatGroupsService } from './groups-service';
import * as repo from './messages-repository';
import { listFriendRows } from './friends-repository';
import { listGroupsOfUser, MEMBER_STATE } from './groups-repository';
import { loadChatUsers } from './users-repository';

function parseExtend(text: string | null): ChatExtend | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as ChatExtend;
  } catch {
    return null;
  }
}

/** The stored row as its reader sees it. */
export function toChatMessage(row: repo.MessageRow, readerId: string): ChatMessage {
  return {
    id: row.id,
    chatId: row.chat_id,
    type: row.chat_type,
    chatType: row.chat_type,
    fromId: row.from_id,
    toId: row.to_id,
    messageType: row.message_type,
    content: row.content,
    extend: parseExtend(row.extend),
    aiTag: row.ai_tag,
    timestamp: Number(row.timestamp),
    seq: Number(row.seq),
    createdAt: row.created_at,
    mine: row.from_id === readerId,
  };
}

export interface SendResult {
  row: repo.MessageRow;
  /** False when this clientId was already stored: acknowledge, do not deliver again. */
  created: boolean;
}

export function createChatMessagesService(deps: {
  database: Database;
  clock: Clock;
  friends: ChatFriendsService;
  groups: ChatGroupsService;
}) {
  const { database, clock, friends, groups } = deps;
  const { db } = database;

  /**
   * The chat, if the user may read it (one of a friend pair, or a member of the group), with the seq
   * after which the user reads it (a group member who joined later and was not given the history).
   */
  const readable = async (
    userId: string,
    chatType: number,
    chatId: string,
  ): Promise<ChatRef & { fromSeq: number }> => {
    const ref = resolveChatRef(userId, chatType, chatId);
    if (ref.chatType !== CHAT_TYPE.GROUP) return { ...ref, fromSeq: 0 };
    const fromSeq = await groups.historyFrom(ref.chatId, userId);
    if (fromSeq === undefined) throw chatForbidden('notInChat');
    return { ...ref, fromSeq };
  };

  /** The chat, if the user may write in it: friends only, members only. */
  const sendable = async (
    userId: string,
    chatType: number,
    chatId: string,
    toId?: string,
  ): Promise<ChatRef> => {
    const ref = resolveChatRef(userId, chatType, chatId, toId);
    if (ref.chatType === CHAT_TYPE.FRIEND) {
      if (!(await friends.areFriends(userId, ref.toId as string))) throw chatForbidden('notFriends');
    } else if (!(await groups.isMember(ref.chatId, userId))) {
      throw chatForbidden('notInChat');
    }
    return ref;
  };

  /** Friend pair ids and group ids the user can chat in. */
  const chatIdsOf = async (userId: string) => {
    const pairs = (await listFriendRows(db, userId, '1')).map((r) => ({
      id: r.pair_id,
      friendId: r.user_id === userId ? r.friend_id : r.user_id,
    }));
    const groupRows = (await listGroupsOfUser(db, userId)).filter((g) => g.my_state === MEMBER_STATE.MEMBER);
    return { pairs, groupRows };
  };

  return {
    readable,

    sendable,

    /**
     * Stores the message; the caller delivers it (a group's recipients are its members as held in
     * memory where their sockets are, chat-fanout.ts). A member's send needs no query to check it
     * (members held in memory); the insert checks it again in the same statement
     * (messages-repository.ts).
     */
    async send(userId: string, input: WsSend): Promise<SendResult> {
      const ref = resolveChatRef(userId, input.chatType, input.chatId, input.toId);
      const group = ref.chatType === CHAT_TYPE.GROUP;
      if (group) {
        // The database decides a refusal: another process may have added the sender a moment ago.
        const held = (await groups.membersOf(ref.chatId)).has(userId);
        if (!held && !(await groups.isMember(ref.chatId, userId))) throw chatForbidden('notInChat');
      } else if (!(await friends.areFriends(userId, ref.toId as string))) {
        throw chatForbidden('notFriends');
      }
      const now = clock.now();
      const stored = await repo.insertMessage(
        db,
        {
          id: randomId(),
          chat_type: ref.chatType,
          chat_id: ref.chatId,
          from_id: userId,
          to_id: ref.toId,
          message_type: input.messageType,
          content: input.content,
          extend: input.extend ? JSON.stringify(input.extend) : null,
          ai_tag: null,
          client_id: input.clientId ?? null,
          created_at: now.toISOString(),
          timestamp: now.getTime(),
        },
        group ? ref.chatId : undefined,
      );
      if (!stored) throw chatForbidden('notInChat');
      return stored;
    },

    async latest(userId: string, query: ChatMessagesQuery): Promise<ChatMessage[]> {
      const ref = await readable(userId, query.type, query.chatId);
      return (await repo.listLatest(db, ref.chatId, query.pageSize, ref.fromSeq)).map((r) =>
        toChatMessage(r, userId),
      );
    },

    async page(userId: string, query: ChatMessagesPageQuery): Promise<ChatPage<ChatMessage>> {
      const ref = await readable(userId, query.chatType, query.chatId);
      const offset = (query.current - 1) * query.size;
      let beforeSeq: number | undefined;
      if (query.beforeId) {
        beforeSeq = await repo.seqOf(db, ref.chatId, query.beforeId);
        if (beforeSeq === undefined || beforeSeq <= ref.fromSeq) throw chatRefused('badCursor', 'beforeId');
      }
      const { rows, total } = await repo.pageMessages(
        db,
        ref.chatId,
        { messageType: query.messageType || undefined, beforeSeq, afterSeq: ref.fromSeq },
        offset,
        query.size,
      );
      return {
        records: rows.map((r) => toChatMessage(r, userId)),
        total,
        current: query.current,
        size: query.size,
        pages: Math.ceil(total / query.size),
      };
    },

    /** Friends and groups with their last message and unread count, latest activity first. */
    async chats(userId: string): Promise<ChatSummary[]> {
      const { pairs, groupRows } = await chatIdsOf(userId);
      const ids = [...pairs.map((p) => p.id), ...groupRows.map((g) => g.id)];
      const last = new Map((await repo.lastMessages(db, ids)).map((r) => [r.chat_id, r]));
      const unread = await repo.unreadCounts(db, userId, ids);
      const users = new Map(
        (
          await loadChatUsers(
            db,
            pairs.map((p) => p.friendId),
          )
        ).map((u) => [u.id, u]),
      );
      const summary = (
        id: string,
        type: number,
        name: string,
        avatar: string | null,
        toId: string | null,
        fromSeq = 0,
      ) => {
        const found = last.get(id);
        // The last message of a group from before the member's history start is not theirs to see.
        const row = found && Number(found.seq) > fromSeq ? found : undefined;
        return {
          id,
          name,
          avatar,
          type,
          toId,
          lastMessage: row ? toChatMessage(row, userId) : null,
          unreadCount: unread.get(id) ?? 0,
          aiTag: null,
        };
      };
      const list: ChatSummary[] = [
        ...pairs.flatMap((p) => {
          const user = users.get(p.friendId);
          return user ? [summary(p.id, CHAT_TYPE.FRIEND, user.name, user.avatar, p.friendId)] : [];
        }),
        ...groupRows.map((g) =>
          summary(g.id, CHAT_TYPE.GROUP, g.name, g.avatar, null, Number(g.history_from_seq)),
        ),
      ];
      const seqOf = (c: ChatSummary) => (c.lastMessage ? Number(last.get(c.id)?.seq ?? 0) : 0);
      return list.sort((a, b) => seqOf(b) - seqOf(a) || a.name.localeCompare(b.name));
    },

    /** Everything unread in the user's chats, oldest first (pushed on ready). */
    async unread(userId: string): Promise<ChatMessage[]> {
      const { pairs, groupRows } = await chatIdsOf(userId);
      const ids = [...pairs.map((p) => p.id), ...groupRows.map((g) => g.id)];
      return (await repo.unreadMessages(db, userId, ids)).map((r) => toChatMessage(r, userId));
    },

    /** Marks everything in the chat up to now as read by the user; returns the canonical chat id. */
    async markRead(userId: string, chatType: number, chatId: string): Promise<string> {
      const ref = await readable(userId, chatType, chatId);
      await repo.markRead(
        db,
        userId,
        ref.chatId,
        await repo.maxSeq(db, ref.chatId),
        clock.now().toISOString(),
      );
      return ref.chatId;
    },

    pairId: friendPairId,
  };
}

export type ChatMessagesService = ReturnType<typeof createChatMessagesService>;
