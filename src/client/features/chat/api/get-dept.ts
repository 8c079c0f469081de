import { queryOptions } from '@tanstack/react-query';
import { chatApi } from '@/client/lib/chat-api-client';
import { CHAT_PATHS, chatPath } from '@/shared/contracts/chat';
import type { ChatDept } from '@/shared/contracts/chat-models';
import { CHAT_KEYS } from './keys';

export function getDept(id: string): Promise<ChatDept> {
  return chatApi.get<ChatDept>(chatPath(CHAT_PATHS.dept, id));
}

export function deptQueryOptions(id: string) {
  return queryOptions({ queryKey: [...CHAT_KEYS.depts, id], queryFn: () => getDept(id) });
}
