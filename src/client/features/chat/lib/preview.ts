import type { TFunction } from 'i18next';
import { MESSAGE_TYPE } from '@/shared/codes/constants';
import type { ChatMessage } from '@/shared/contracts/chat-ws';

/** One line for the chat list: the text, or the kind of attachment. */
export function messagePreview(t: TFunction, message: ChatMessage | null): string {
  if (!message) return '';
  switch (message.messageType) {
    case MESSAGE_TYPE.IMAGE:
      return t('chat:preview.image');
    case MESSAGE_TYPE.FILE:
      return `${t('chat:preview.file')} ${message.extend?.fileName ?? message.content}`;
    case MESSAGE_TYPE.VOICE:
      return t('chat:preview.voice');
    default:
      return message.content.replace(/\s+/g, ' ');
  }
}
