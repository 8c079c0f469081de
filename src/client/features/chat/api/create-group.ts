import { chatApi } from '@/client/lib/chat-api-client';
import { CHAT_PATHS } from '@/shared/contracts/chat';
import type { ChatGroup } from '@/shared/contracts/chat-models';

export interface CreateGroupInput {
  name: string;
  needCheck: boolean;
  /** Members joining later read the messages from before they joined. */
  shareHistory: boolean;
  userIds: string[];
}

export function createGroup(input: CreateGroupInput): Promise<ChatGroup> {
  return chatApi.post<ChatGroup>(CHAT_PATHS.groups, input);
}
