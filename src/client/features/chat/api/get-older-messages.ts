import { chatApi } from '@/client/lib/chat-api-client';
import { CHAT_LIMITS } from '@/shared/codes/constants';
import { CHAT_PATHS } from '@/shared/contracts/chat';
import type { ChatPage } from '@/shared/contracts/chat-models';
import type { ChatMessage } from '@/shared/contracts/chat-ws';

/** The page of (up to 100) messages just older than `beforeId`, newest first. */
export function getOlderMessages(
  chatId: string,
  chatType: number,
  fromId: string,
  beforeId: string,
): Promise<ChatPage<ChatMessage>> {
  return chatApi.get<ChatPage<ChatMessage>>(
    CHAT_PATHS.messagesPage,
    { chatId, fromId, chatType, beforeId, current: 1, size: CHAT_LIMITS.HISTORY_PAGE_SIZE },
    { silent: true },
  );
}
