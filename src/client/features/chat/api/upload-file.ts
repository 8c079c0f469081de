import { chatApi } from '@/client/lib/chat-api-client';
import { CHAT_PATHS } from '@/shared/contracts/chat';
import type { ChatFileInfo } from '@/shared/contracts/chat-models';

/**
 * Uploads an image, file or voice for a chat; the fields go before the file, as the server reads them.
 * With `messageType` (a recorded voice is '3') the server refuses a file of another kind. Silent: a
 * refused upload is shown on its message, with retry and discard.
 */
export function uploadFile(
  chatId: string,
  chatType: number,
  file: Blob,
  fileName: string,
  messageType?: string,
): Promise<ChatFileInfo> {
  const form = new FormData();
  form.append('chatId', chatId);
  form.append('chatType', String(chatType));
  if (messageType) form.append('messageType', messageType);
  form.append('file', file, fileName);
  return chatApi.post<ChatFileInfo>(CHAT_PATHS.files, form, { silent: true });
}
