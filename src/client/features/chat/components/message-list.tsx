import { Center, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNow } from '../hooks/use-now';
import type { ViewMessage } from '../lib/merge-messages';
import { MessageItem } from './message-item';

export interface MessageListProps {
  messages: readonly ViewMessage[];
  /** Names by user id (group chats show who wrote). */
  names?: ReadonlyMap<string, string>;
  group: boolean;
}

/** The chat's messages, oldest first, kept scrolled to the newest. */
export function MessageList({ messages, names, group }: MessageListProps) {
  const { t } = useTranslation('errors');
  const now = useNow();
  const end = useRef<HTMLDivElement>(null);
  const last = messages.at(-1)?.id;

  useEffect(() => {
    if (last) end.current?.scrollIntoView({ block: 'end' });
  }, [last]);

  if (messages.length === 0) {
    return (
      <Center flex="1" data-testid="chat-empty">
        <Text color="fg.muted">{t('chat.empty')}</Text>
      </Center>
    );
  }
  return (
    <Stack flex="1" overflowY="auto" p="4" gap="3" data-testid="chat-messages">
      {messages.map((message) => (
        <MessageItem
          key={message.id}
          message={message}
          now={now}
          senderName={group ? (names?.get(message.fromId) ?? '') : undefined}
        />
      ))}
      <div ref={end} />
    </Stack>
  );
}
