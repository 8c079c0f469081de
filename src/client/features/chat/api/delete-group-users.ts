import { chatApi } from '@/client/lib/chat-api-client';
import { CHAT_PATHS, chatPath } from '@/shared/contracts/chat';

/** The owner removes members or turns down requests. */
export function deleteGroupUsers(id: string, userIds: string[]): Promise<null> {
  return chatApi.post<null>(chatPath(CHAT_PATHS.groupUsersDelete, id), { userIds });
}
