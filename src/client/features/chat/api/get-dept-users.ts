import { queryOptions } from '@tanstack/react-query';
import { chatApi } from '@/client/lib/chat-api-client';
import { CHAT_PATHS, chatPath } from '@/shared/contracts/chat';
import type { ChatUser } from '@/shared/contracts/chat-models';
import { CHAT_KEYS } from './keys';

export function getDeptUsers(id: string): Promise<ChatUser[]> {
  return chatApi.get<ChatUser[]>(chatPath(CHAT_PATHS.deptUsers, id));
}

export function deptUsersQueryOptions(id: string) {
  return queryOptions({ queryKey: [...CHAT_KEYS.depts, id, 'users'], queryFn: () => getDeptUsers(id) });
}
