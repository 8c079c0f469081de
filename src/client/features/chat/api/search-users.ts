import { queryOptions } from '@tanstack/react-query';
import { chatApi } from '@/client/lib/chat-api-client';
import { CHAT_PATHS } from '@/shared/contracts/chat';
import type { ChatUser } from '@/shared/contracts/chat-models';
import { CHAT_KEYS } from './keys';

/** Users whose name or phone contains the keyword (not the user). */
export function searchUsers(keyword: string): Promise<ChatUser[]> {
  return chatApi.get<ChatUser[]>(CHAT_PATHS.usersSearch, { keyword });
}

export function searchUsersQueryOptions(keyword: string) {
  return queryOptions({
    queryKey: [...CHAT_KEYS.search, keyword],
    queryFn: () => searchUsers(keyword),
    enabled: keyword.trim() !== '',
  });
}
