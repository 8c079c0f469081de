import { CHAT_TYPE, WS_CODE } from '@/shared/codes/constants';
import {
  type ChatMessage,
  type ChatWsFrame,
  type ChatWsNotice,
  WS_NOTICE_CODE,
  type WsSend,
} from '@/shared/contracts/chat-ws';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { Actor } from '../../lib/request-context';
import type { AuditService } from '../audit/service';
import type { SessionService } from '../auth/session-service';
import { type ChatHubLogger, createChatHub } from './chat-hub';
import { createChatFilesService } from './files-service';
import { createChatFriendsService } from './friends-service';
import { createGroupMembersCache } from './group-members';
import { memberSeqs } from './groups-repository';
import { createChatGroupsService } from './groups-service';
import { createChatMessagesService, toChatMessage } from './messages-service';
import { createChatUsersService } from './users-service';

/** A frame's text for the sockets; every frame is serialised here, once, whatever its audience. */
function frameText(frame: ChatWsFrame): string {
  return JSON.stringify(frame);
}

export interface ChatServiceDeps {
  database: Database;
  clock: Clock;
  audit: AuditService;
  sessions: SessionService;
  /** Uploads go to dataDir/chat-files. */
  dataDir: string;
  redisUrl?: string;
  logger?: () => ChatHubLogger | undefined;
}

/** The chat service of spec 7.6: REST areas, the socket registry and message delivery. */
export function createChatService(deps: ChatServiceDeps) {
  const { database, clock } = deps;
  const groupMembers = createGroupMembersCache((groupId) => memberSeqs(database.db, groupId));
  const hub = createChatHub({ redisUrl: deps.redisUrl, logger: deps.logger, groupMembers });
  // Sessions ended anywhere (logout, stop, password reset) close their sockets in every process.
  const stopListening = deps.sessions.onEnded((ended) => void hub.endSessions(ended));
  const users = createChatUsersService({
    database,
    clock,
    audit: deps.audit,
    sessionsEnded: (userId) => deps.sessions.ended({ userIds: [userId] }),
  });
  const friends = createChatFriendsService({ database, clock });
  const groups = createChatGroupsService({
    database,
    clock,
    members: groupMembers,
    membersChanged: (groupIds) => hub.groupsChanged(groupIds),
  });
  const messages = createChatMessagesService({ database, clock, friends, groups });
  const files = createChatFilesService({ database, clock, dataDir: deps.dataDir, messages });

  /**
   * Stores a message and delivers it to the friend or the group's members and to the sender's
   * other sockets; returns the sender's copy (the acknowledgement) and its frame's text. A resend
   * of a stored clientId is acknowledged again without being stored or delivered twice.
   *
   * Why this order: the insert is one statement that has committed when it returns (SQLite runs
   * it synchronously, PostgreSQL in autocommit), so nothing is delivered that is not stored, and
   * the fan-out starts right after it with nothing else in between: no query for the members (held
   * in memory, group-members.ts) and one JSON text per message for all recipients, another for the
   * sender's sockets, instead of one per recipient.
   */
  const post = async (
    userId: string,
    input: WsSend,
    fromConnectionId?: string,
  ): Promise<{ message: ChatMessage; text: string }> => {
    const { row, created } = await messages.send(userId, input);
    const own = { ...toChatMessage(row, userId), ...(row.client_id ? { clientId: row.client_id } : {}) };
    const ownText = frameText({ code: WS_CODE.MESSAGE, message: own });
    if (created) {
      // As every recipient sees it (mine: false).
      const text = frameText({ code: WS_CODE.MESSAGE, message: toChatMessage(row, '') });
      const except = fromConnectionId ? { exceptConnectionId: fromConnectionId } : {};
      // Not awaited: while Redis is away the sender still gets the acknowledgement; publications
      // leave in call order on one connection, so the recipients' order is kept.
      if (row.chat_type === CHAT_TYPE.GROUP) {
        void hub.deliverToGroup({
          groupId: row.chat_id,
          seq: Number(row.seq),
          senderId: userId,
          text,
          ownText,
          ...except,
        });
      } else {
        void hub.deliver([
          { userIds: row.to_id ? [row.to_id] : [], text },
          { userIds: [userId], text: ownText, ...except },
        ]);
      }
    }
    return { message: own, text: ownText };
  };

  return {
    hub,
    users,
    friends,
    groups,
    messages,
    files,

    /** The actor of a live session's token, or undefined. */
    async actorOf(token: string | undefined): Promise<Actor | undefined> {
      if (!token) return undefined;
      return (await deps.sessions.resolve(token))?.actor;
    },

    post,

    /** post(), for callers that need only the acknowledgement. */
    send: async (userId: string, input: WsSend, fromConnectionId?: string): Promise<ChatMessage> =>
      (await post(userId, input, fromConnectionId)).message,

    /** Marks the chat read and tells the reader's other sockets, so their counts clear too. */
    async read(userId: string, chatType: number, chatId: string, fromConnectionId?: string): Promise<string> {
      const canonical = await messages.markRead(userId, chatType, chatId);
      void hub.deliver([
        {
          userIds: [userId],
          text: frameText({ code: WS_CODE.READ, message: { chatId: canonical, userId, type: chatType } }),
          ...(fromConnectionId ? { exceptConnectionId: fromConnectionId } : {}),
        },
      ]);
      return canonical;
    },

    /** Tells these users' sockets that their friends or groups changed (never rejects). */
    notice(userIds: readonly string[], notice: ChatWsNotice): Promise<void> {
      return hub.deliver([
        { userIds: [...new Set(userIds)], text: frameText({ code: WS_NOTICE_CODE, message: notice }) },
      ]);
    },

    close: () => {
      stopListening();
      return hub.close();
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
