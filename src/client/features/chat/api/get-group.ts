import { queryOptions } from '@tanstack/react-query';
import { chatApi } from '@/client/lib/api-client';
import { CHAT_PATHS, chatPath } from '@/shared/contracts/chat';
import type { ChatGroup } from '@/shared/contracts/chat-models';
import { CHAT_KEYS } from './keys';

export function getGroup(id: string): Promise<ChatGroup> {
  return chatApi.get<ChatGroup>(chatPath(CHAT_PATHS.group, id));
}

export function groupQueryOptions(id: string) {
  return queryOptions({ queryKey: [...CHAT_KEYS.groups, id], queryFn: () => getGroup(id), staleTime: 0 });
}
