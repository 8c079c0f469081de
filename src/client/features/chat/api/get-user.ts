import { queryOptions } from '@tanstack/react-query';
import { chatApi } from '@/client/lib/chat-api-client';
import { CHAT_PATHS, chatPath } from '@/shared/contracts/chat';
import type { ChatUser } from '@/shared/contracts/chat-models';
import { CHAT_KEYS } from './keys';

/** The user card (spec 2.5). */
export function getUser(id: string): Promise<ChatUser> {
  return chatApi.get<ChatUser>(chatPath(CHAT_PATHS.user, id));
}

export function userQueryOptions(id: string) {
  return queryOptions({ queryKey: [...CHAT_KEYS.users, id], queryFn: () => getUser(id) });
}
