import { chatApi } from '@/client/lib/chat-api-client';
import { CHAT_LIMITS } from '@/shared/codes/constants';
import { CHAT_PATHS } from '@/shared/contracts/chat';
import type { ChatMessage } from '@/shared/contracts/chat-ws';

/** The newest 100 messages of a chat, oldest first. */
export function getMessages(chatId: string, type: number, fromId: string): Promise<ChatMessage[]> {
  return chatApi.get<ChatMessage[]>(
    CHAT_PATHS.messages,
    { chatId, fromId, type, pageSize: CHAT_LIMITS.HISTORY_PAGE_SIZE },
    { silent: true },
  );
}
