import { queryOptions } from '@tanstack/react-query';
import { chatApi } from '@/client/lib/chat-api-client';
import { CHAT_PATHS } from '@/shared/contracts/chat-paths';
import type { ChatSummary } from '@/shared/contracts/chat-ws';
import { CHAT_KEYS } from './keys';

/** Friends and groups with their last message and unread count. */
export function getChats(silent = false): Promise<ChatSummary[]> {
  return chatApi.get<ChatSummary[]>(CHAT_PATHS.chats, undefined, { silent });
}

export function chatsQueryOptions(silent = false) {
  return queryOptions({ queryKey: CHAT_KEYS.chats, queryFn: () => getChats(silent), staleTime: 0 });
}
