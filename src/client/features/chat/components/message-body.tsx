import { HStack, Image, Link, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_TYPE } from '@/shared/codes/constants';
import type { ViewMessage } from '../lib/merge-messages';
import { ChatGlyph } from './chat-icons';

/** The content of one message by its type: text, image, file or voice (spec 2.5). */
export function MessageBody({ message }: { message: ViewMessage }) {
  const { t } = useTranslation('chat');
  const url = message.extend?.url ?? '';
  const fileName = message.extend?.fileName || message.content;
  switch (message.messageType) {
    case MESSAGE_TYPE.IMAGE:
      return (
        <Link href={url} target="_blank" rel="noreferrer" title={t('box.openImage')}>
          <Image src={url} alt={fileName} maxW="240px" maxH="240px" borderRadius="md" loading="lazy" />
        </Link>
      );
    case MESSAGE_TYPE.FILE:
      return (
        <Link href={url} download={fileName} title={t('box.download')} data-testid="message-file">
          <ChatGlyph name="file" />
          <Text as="span">{fileName}</Text>
        </Link>
      );
    case MESSAGE_TYPE.VOICE: {
      const seconds = message.extend?.time ?? 0;
      return (
        <HStack gap="2" w="100%" data-testid="message-voice" data-seconds={seconds}>
          {/* biome-ignore lint/a11y/useMediaCaption: voice messages have no transcript */}
          <audio
            src={url}
            controls
            preload="none"
            style={{ flex: 1, minWidth: 0 }}
            aria-label={t('box.voice', { count: seconds })}
          />
          <Text as="span" fontSize="xs" color="fg.muted" flexShrink={0}>
            {`${seconds}″`}
          </Text>
        </HStack>
      );
    }
    default:
      return (
        <Text whiteSpace="pre-wrap" wordBreak="break-word" data-testid="message-text">
          {message.content}
        </Text>
      );
  }
}
