import { chatApi } from '@/client/lib/chat-api-client';
import { CHAT_PATHS, chatPath } from '@/shared/contracts/chat';
import type { ChatFriend } from '@/shared/contracts/chat-models';

/** Accepts ('1') a friend request addressed to the user. */
export function answerFriend(id: string, friendId: string, state: '0' | '1'): Promise<ChatFriend> {
  return chatApi.request<ChatFriend>({
    method: 'PATCH',
    url: chatPath(CHAT_PATHS.friend, id),
    data: { friendId, state },
  });
}
