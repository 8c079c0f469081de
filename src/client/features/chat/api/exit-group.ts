import { chatApi } from '@/client/lib/chat-api-client';
import { CHAT_PATHS, chatPath } from '@/shared/contracts/chat';

export function exitGroup(id: string): Promise<null> {
  return chatApi.post<null>(chatPath(CHAT_PATHS.groupExit, id));
}
