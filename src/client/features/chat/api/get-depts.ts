import { queryOptions } from '@tanstack/react-query';
import { chatApi } from '@/client/lib/chat-api-client';
import { CHAT_PATHS } from '@/shared/contracts/chat';
import type { ChatDept } from '@/shared/contracts/chat-models';
import { CHAT_KEYS } from './keys';

/** Every enabled organisation as a tree. */
export function getDepts(): Promise<ChatDept[]> {
  return chatApi.get<ChatDept[]>(CHAT_PATHS.depts);
}

export function deptsQueryOptions() {
  return queryOptions({ queryKey: CHAT_KEYS.depts, queryFn: getDepts, staleTime: 5 * 60_000 });
}
