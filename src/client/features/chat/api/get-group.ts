import { queryOptions } from '@tanstack/react-query';
import { chatApi } from '@/client/lib/chat-api-client';
import { ChatRequestError } from '@/client/lib/http/chat-request';
import { CHAT_CODE, CHAT_PATHS, chatPath } from '@/shared/contracts/chat';
import type { ChatGroup } from '@/shared/contracts/chat-models';
import { CHAT_KEYS } from './keys';

/**
 * The group's detail, or null when the caller is no member (the server keeps the detail to members;
 * outsiders see what the search or their own list says of it).
 */
export async function getGroup(id: string): Promise<ChatGroup | null> {
  try {
    return await chatApi.get<ChatGroup>(chatPath(CHAT_PATHS.group, id), undefined, { silent: true });
  } catch (error) {
    if (error instanceof ChatRequestError && error.code === CHAT_CODE.FORBIDDEN) return null;
    throw error;
  }
}

export function groupQueryOptions(id: string) {
  return queryOptions({ queryKey: [...CHAT_KEYS.groups, id], queryFn: () => getGroup(id), staleTime: 0 });
}
