import { WS_CODE } from '@/shared/codes/constants';
import { type ChatMessage, type ChatWsNotice, WS_NOTICE_CODE, type WsSend } from '@/shared/contracts/chat-ws';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { Actor } from '../../lib/request-context';
import type { AuditService } from '../audit/service';
import type { SessionService } from '../auth/session-service';
import { type ChatDelivery, type ChatHubLogger, createChatHub } from './chat-hub';
import { createChatFilesService } from './files-service';
import { createChatFriendsService } from './friends-service';
import { createChatGroupsService } from './groups-service';
import { createChatMessagesService, toChatMessage } from './messages-service';
import { createChatUsersService } from './users-service';

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
  const hub = createChatHub({ redisUrl: deps.redisUrl, logger: deps.logger });
  // Sessions ended anywhere (logout, stop, password reset) close their sockets in every process.
  const stopListening = deps.sessions.onEnded((ended) => void hub.endSessions(ended));
  const users = createChatUsersService({
    database,
    clock,
    audit: deps.audit,
    sessionsEnded: (userId) => deps.sessions.ended({ userIds: [userId] }),
  });
  const friends = createChatFriendsService({ database, clock });
  const groups = createChatGroupsService({ database, clock });
  const messages = createChatMessagesService({ database, clock, friends, groups });
  const files = createChatFilesService({ database, clock, dataDir: deps.dataDir, messages });

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

    /**
     * Stores a message and delivers it to the friend or the group's members and to the sender's
     * other sockets; returns the sender's copy (the acknowledgement). A resend of a stored clientId
     * is acknowledged again without being stored or delivered twice.
     */
    async send(userId: string, input: WsSend, fromConnectionId?: string): Promise<ChatMessage> {
      const { row, created, recipients } = await messages.send(userId, input);
      const own = { ...toChatMessage(row, userId), ...(row.client_id ? { clientId: row.client_id } : {}) };
      if (created) {
        const deliveries: ChatDelivery[] = recipients.map((id) => ({
          userId: id,
          frame: { code: WS_CODE.MESSAGE, message: toChatMessage(row, id) },
        }));
        deliveries.push({
          userId,
          frame: { code: WS_CODE.MESSAGE, message: own },
          ...(fromConnectionId ? { exceptConnectionId: fromConnectionId } : {}),
        });
        // Not awaited: while Redis is away the sender still gets the acknowledgement; publications
        // leave in call order on one connection, so the recipients' order is kept.
        void hub.deliver(deliveries);
      }
      return own;
    },

    /** Marks the chat read and tells the reader's other sockets, so their counts clear too. */
    async read(userId: string, chatType: number, chatId: string, fromConnectionId?: string): Promise<string> {
      const canonical = await messages.markRead(userId, chatType, chatId);
      void hub.deliver([
        {
          userId,
          frame: { code: WS_CODE.READ, message: { chatId: canonical, userId, type: chatType } },
          ...(fromConnectionId ? { exceptConnectionId: fromConnectionId } : {}),
        },
      ]);
      return canonical;
    },

    /** Tells these users' sockets that their friends or groups changed (never rejects). */
    notice(userIds: readonly string[], notice: ChatWsNotice): Promise<void> {
      return hub.deliver(
        [...new Set(userIds)].map((userId) => ({ userId, frame: { code: WS_NOTICE_CODE, message: notice } })),
      );
    },

    close: () => {
      stopListening();
      return hub.close();
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
