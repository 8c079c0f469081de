import { queryOptions } from '@tanstack/react-query';
import { chatApi } from '@/client/lib/chat-api-client';
import { CHAT_PATHS } from '@/shared/contracts/chat';
import type { ChatGroup } from '@/shared/contracts/chat-models';
import { CHAT_KEYS } from './keys';

/** The groups the user belongs to or asked to join. */
export function getGroups(): Promise<ChatGroup[]> {
  return chatApi.get<ChatGroup[]>(CHAT_PATHS.groups);
}

export function groupsQueryOptions() {
  return queryOptions({ queryKey: CHAT_KEYS.groups, queryFn: getGroups, staleTime: 0 });
}
