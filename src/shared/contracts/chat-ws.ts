import { z } from 'zod';
import { CHAT_TYPE, MESSAGE_TYPE } from '../codes/constants';
import { VALIDATION_MESSAGES as M } from '../validation/messages';

/** Websocket frames are JSON {code, message} (spec 3); codes 0 ping, 1 ready, 2 message, 3 read. */
export interface ChatWsFrame<T = unknown> {
  code: number;
  message: T;
}

/** A refused frame: message is ChatWsError (the clientId says which message was refused). */
export const WS_ERROR_CODE = 4;

/**
 * A change to the user's friends or groups made elsewhere (someone added, removed or approved them):
 * message is ChatWsNotice; the client reloads its chat list and those screens.
 */
export const WS_NOTICE_CODE = 5;

export interface ChatWsNotice {
  kind: 'friends' | 'groups';
  /** The group concerned (kind 'groups'). */
  id?: string;
}

/** Close code and reason when the token is missing, invalid or the session ended. */
export const WS_CLOSE_INVALID_TOKEN = { code: 4401, reason: 'invalid token' } as const;

export interface ChatWsError {
  /** 400 parameter, 401 token, 403 not allowed (not friends, not a member), 500 server. */
  code: number;
  msg: string;
  clientId?: string;
}

export const chatTypeField = z.coerce
  .number({ error: M.required })
  .int()
  .refine((v) => (Object.values(CHAT_TYPE) as number[]).includes(v), { error: M.invalid });

export const messageTypeSchema = z.enum([
  MESSAGE_TYPE.TEXT,
  MESSAGE_TYPE.IMAGE,
  MESSAGE_TYPE.FILE,
  MESSAGE_TYPE.VOICE,
]);

export const chatExtendSchema = z.object({
  url: z.string().trim().max(1000).optional(),
  fileName: z.string().trim().max(255).optional(),
  /** Voice length in seconds. */
  time: z.coerce.number().min(0).max(3600).optional(),
});
export type ChatExtend = z.infer<typeof chatExtendSchema>;

export const MAX_TEXT_LENGTH = 5000;

/** Code 2 from the client. Friend chats may give the pair id or the friend's id as chatId, or toId. */
export const wsSendSchema = z
  .object({
    chatId: z.string().trim().max(200).default(''),
    chatType: chatTypeField,
    toId: z.string().trim().max(64).optional(),
    messageType: messageTypeSchema.default(MESSAGE_TYPE.TEXT),
    content: z.string().max(MAX_TEXT_LENGTH).default(''),
    extend: chatExtendSchema.optional(),
    /** The client's id of the message: a resend with the same clientId is stored once. */
    clientId: z.string().trim().min(1).max(64).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.messageType === MESSAGE_TYPE.TEXT && value.content.trim() === '')
      ctx.addIssue({ code: 'custom', message: M.required, path: ['content'] });
    if (value.messageType !== MESSAGE_TYPE.TEXT && !value.extend?.url)
      ctx.addIssue({ code: 'custom', message: M.required, path: ['extend', 'url'] });
    if (!value.chatId && !value.toId) ctx.addIssue({ code: 'custom', message: M.required, path: ['chatId'] });
  });
export type WsSend = z.infer<typeof wsSendSchema>;

/** Code 3 from the client: everything in the chat up to now is read. */
export const wsReadSchema = z.object({
  chatId: z.string().trim().min(1).max(200),
  /** Ignored: the reader is the socket's user. */
  userId: z.string().optional(),
  type: chatTypeField,
});

/** Spec 3 message as the server sends it (code 2) and the history calls return it. */
export interface ChatMessage {
  id: string;
  /** Friend chats: the pair id 'minUserId:maxUserId'; groups: the group id. */
  chatId: string;
  /** Chat type 0 friend, 1 group, 2 AI (spec `type`); chatType says the same. */
  type: number;
  chatType: number;
  fromId: string;
  toId: string | null;
  messageType: string;
  content: string;
  extend: ChatExtend | null;
  aiTag: string | null;
  /** Server time in ms, and the same as ISO text. */
  timestamp: number;
  /** The server's order of storing (messages of the same millisecond keep their order by it). */
  seq?: number;
  createdAt: string;
  /** True when the reader sent it. */
  mine: boolean;
  /** Only on frames to the sender's own sessions. */
  clientId?: string;
}

/** Spec 3 chat, as listed by GET /api/sys/chats. */
export interface ChatSummary {
  /** Friend chats: the pair id; groups: the group id. */
  id: string;
  name: string;
  avatar: string | null;
  type: number;
  /** The friend's user id (friend chats). */
  toId: string | null;
  lastMessage: ChatMessage | null;
  unreadCount: number;
  aiTag: string | null;
}
