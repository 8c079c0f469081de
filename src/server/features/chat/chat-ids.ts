import { CHAT_TYPE } from '@/shared/codes/constants';
import { AppError } from '../../lib/app-error';

/** The stable id of the chat between two users: the same whoever writes first. */
export function friendPairId(a: string, b: string): string {
  return a < b ? `${a}:${b}` : `${b}:${a}`;
}

/** The other user of a pair id, or undefined when `me` is not part of it. */
export function otherOfPair(pairId: string, me: string): string | undefined {
  const [a, b] = pairId.split(':');
  if (!a || !b) return undefined;
  if (a === me) return b;
  if (b === me) return a;
  return undefined;
}

export interface ChatRef {
  chatType: number;
  chatId: string;
  /** The friend (friend chats only). */
  toId: string | null;
}

export function chatRefused(messageKey: string, field?: string): AppError {
  return new AppError('BAD_REQUEST', { messageKey: `chat-server:${messageKey}`, field, rule: messageKey });
}

export function chatForbidden(messageKey: string): AppError {
  return new AppError('FORBIDDEN', { messageKey: `chat-server:${messageKey}`, rule: messageKey });
}

/**
 * Names a chat canonically. Friend chats accept the pair id or the friend's user id (as chatId or
 * toId); the caller must be one of the pair. Group chats are named by the group id.
 */
export function resolveChatRef(me: string, chatType: number, chatId: string, toId?: string): ChatRef {
  if (chatType === CHAT_TYPE.FRIEND) {
    let friend: string | undefined;
    if (chatId.includes(':')) {
      friend = otherOfPair(chatId, me);
      if (!friend) throw chatForbidden('notInChat');
    } else {
      friend = chatId || toId;
    }
    if (!friend || friend === me) throw chatRefused('badChat', 'chatId');
    return { chatType, chatId: friendPairId(me, friend), toId: friend };
  }
  if (chatType === CHAT_TYPE.GROUP) {
    if (!chatId) throw chatRefused('badChat', 'chatId');
    return { chatType, chatId, toId: null };
  }
  // The assistant's chats (type 2) are answered by the assistant, not stored here.
  throw chatRefused('badChat', 'chatType');
}
