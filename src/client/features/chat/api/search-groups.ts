import { queryOptions } from '@tanstack/react-query';
import { chatApi } from '@/client/lib/chat-api-client';
import { CHAT_PATHS } from '@/shared/contracts/chat';
import type { ChatGroup } from '@/shared/contracts/chat-models';
import { CHAT_KEYS } from './keys';

/** Groups whose name contains the keyword, with the user's state in each. */
export function searchGroups(keyword: string): Promise<ChatGroup[]> {
  return chatApi.get<ChatGroup[]>(CHAT_PATHS.groupsSearch, { keyword });
}

export function searchGroupsQueryOptions(keyword: string) {
  return queryOptions({
    queryKey: [...CHAT_KEYS.groups, 'search', keyword],
    queryFn: () => searchGroups(keyword),
    enabled: keyword.trim() !== '',
  });
}
