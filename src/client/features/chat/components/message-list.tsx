import { Button, Center, Stack, Text } from '@chakra-ui/react';
import { type UIEvent, useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNow } from '../hooks/use-now';
import type { ViewMessage } from '../lib/merge-messages';
import { MessageItem } from './message-item';

/** Scrolled this close to the top, the next older page is loaded. */
const LOAD_OLDER_PX = 48;

export interface OlderHistory {
  /** The server may have older messages. */
  available: boolean;
  loading: boolean;
  /** Everything down to the first message is shown. */
  done: boolean;
  load(): void;
}

export interface MessageListProps {
  messages: readonly ViewMessage[];
  /** Names by user id (group chats show who wrote). */
  names?: ReadonlyMap<string, string>;
  group: boolean;
  older?: OlderHistory;
  onRetry?(clientId: string): void;
  onDiscard?(clientId: string): void;
}

/** The chat's messages, oldest first, kept scrolled to the newest; scrolling up loads older ones. */
export function MessageList({ messages, names, group, older, onRetry, onDiscard }: MessageListProps) {
  const { t } = useTranslation('errors');
  const { t: tm } = useTranslation('chat-more');
  const now = useNow();
  const box = useRef<HTMLDivElement>(null);
  const end = useRef<HTMLDivElement>(null);
  const last = messages.at(-1)?.id;
  const first = messages[0]?.id;
  const previous = useRef<{ first?: string; height: number }>({ height: 0 });

  useEffect(() => {
    if (last) end.current?.scrollIntoView({ block: 'end' });
  }, [last]);

  // Older messages put in front keep the ones being read where they were on the screen.
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const before = previous.current;
    if (before.first && first !== before.first && messages.some((m) => m.id === before.first))
      el.scrollTop += el.scrollHeight - before.height;
    previous.current = { first, height: el.scrollHeight };
  });

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    if (older?.available && !older.loading && event.currentTarget.scrollTop < LOAD_OLDER_PX) older.load();
  };

  if (messages.length === 0) {
    return (
      <Center flex="1" data-testid="chat-empty">
        <Text color="fg.muted">{t('chat.empty')}</Text>
      </Center>
    );
  }
  return (
    <Stack ref={box} flex="1" overflowY="auto" p="4" gap="3" onScroll={onScroll} data-testid="chat-messages">
      {older?.available ? (
        <Button
          size="xs"
          variant="ghost"
          alignSelf="center"
          loading={older.loading}
          onClick={older.load}
          data-testid="chat-load-older"
        >
          {tm('history.older')}
        </Button>
      ) : older?.done ? (
        <Text alignSelf="center" fontSize="xs" color="fg.muted" data-testid="chat-history-start">
          {tm('history.start')}
        </Text>
      ) : null}
      {messages.map((message) => (
        <MessageItem
          key={message.id}
          message={message}
          now={now}
          senderName={group ? (names?.get(message.fromId) ?? '') : undefined}
          onRetry={onRetry}
          onDiscard={onDiscard}
        />
      ))}
      <div ref={end} />
    </Stack>
  );
}
