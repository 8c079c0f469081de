import { queryOptions } from '@tanstack/react-query';
import { chatApi } from '@/client/lib/chat-api-client';
import { CHAT_PATHS } from '@/shared/contracts/chat';
import { CHAT_KEYS } from './keys';

export function isFriend(friendId: string): Promise<boolean> {
  return chatApi.get<boolean>(CHAT_PATHS.friendsIsFriend, { friendId });
}

export function isFriendQueryOptions(friendId: string) {
  return queryOptions({
    queryKey: [...CHAT_KEYS.friends, 'is', friendId],
    queryFn: () => isFriend(friendId),
    staleTime: 0,
  });
}
