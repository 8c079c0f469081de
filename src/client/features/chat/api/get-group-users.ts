import { queryOptions } from '@tanstack/react-query';
import { chatApi } from '@/client/lib/chat-api-client';
import { CHAT_PATHS, chatPath } from '@/shared/contracts/chat';
import type { ChatGroupMember } from '@/shared/contracts/chat-models';
import { CHAT_KEYS } from './keys';

/** Members ('1'), or for the owner the people waiting for approval ('0'). */
export function getGroupUsers(id: string, state: '0' | '1'): Promise<ChatGroupMember[]> {
  return chatApi.get<ChatGroupMember[]>(chatPath(CHAT_PATHS.groupUsers, id), { state });
}

export function groupUsersQueryOptions(id: string, state: '0' | '1', enabled = true) {
  return queryOptions({
    queryKey: [...CHAT_KEYS.groups, id, 'users', state],
    queryFn: () => getGroupUsers(id, state),
    enabled,
    staleTime: 0,
  });
}
