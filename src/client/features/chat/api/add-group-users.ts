import { chatApi } from '@/client/lib/chat-api-client';
import { CHAT_PATHS, chatPath } from '@/shared/contracts/chat';
import type { ChatGroupMember } from '@/shared/contracts/chat-models';

/** Adds members, approves waiting ones (owner) or asks to join (oneself). */
export function addGroupUsers(id: string, userIds: string[]): Promise<ChatGroupMember[]> {
  return chatApi.post<ChatGroupMember[]>(chatPath(CHAT_PATHS.groupUsersAdd, id), { userIds });
}
