import { queryOptions } from '@tanstack/react-query';
import { chatApi } from '@/client/lib/chat-api-client';
import { CHAT_PATHS } from '@/shared/contracts/chat';
import type { ChatUser } from '@/shared/contracts/chat-models';
import { CHAT_KEYS } from './keys';

/** The chat user behind the platform session. */
export function getMyUser(): Promise<ChatUser> {
  return chatApi.get<ChatUser>(CHAT_PATHS.usersTransactionUser);
}

export function myUserQueryOptions() {
  return queryOptions({ queryKey: CHAT_KEYS.me, queryFn: getMyUser, staleTime: 5 * 60_000 });
}
