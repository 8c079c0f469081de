import { queryOptions } from '@tanstack/react-query';
import { chatApi } from '@/client/lib/chat-api-client';
import { CHAT_PATHS } from '@/shared/contracts/chat';
import type { ChatFriend } from '@/shared/contracts/chat-models';
import { CHAT_KEYS } from './keys';

/** Friends ('1') or open requests ('0'), both ways. */
export function getFriends(state: '0' | '1'): Promise<ChatFriend[]> {
  return chatApi.get<ChatFriend[]>(CHAT_PATHS.friends, { state });
}

export function friendsQueryOptions(state: '0' | '1') {
  return queryOptions({
    queryKey: [...CHAT_KEYS.friends, state],
    queryFn: () => getFriends(state),
    // Others change friendships too: a screen shown again asks afresh.
    staleTime: 0,
  });
}
