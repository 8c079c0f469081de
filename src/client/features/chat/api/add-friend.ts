import { chatApi } from '@/client/lib/chat-api-client';
import { CHAT_PATHS } from '@/shared/contracts/chat';
import type { ChatFriend } from '@/shared/contracts/chat-models';

/** Asks to be friends (or accepts when the other person asked first); the caller reports the outcome. */
export function addFriend(friendId: string): Promise<ChatFriend> {
  return chatApi.post<ChatFriend>(CHAT_PATHS.friendsAdd, { friendId }, { silent: true });
}
