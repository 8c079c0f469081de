import { chatApi } from '@/client/lib/chat-api-client';
import { CHAT_PATHS } from '@/shared/contracts/chat';

/** Ends the friendship (either side may): their chat leaves both chat lists. */
export function removeFriend(friendId: string): Promise<boolean> {
  return chatApi.request<boolean>({ method: 'DELETE', url: CHAT_PATHS.friendsDelete, params: { friendId } });
}
