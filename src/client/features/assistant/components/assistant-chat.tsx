import {
  Alert,
  Avatar,
  Button,
  Flex,
  Heading,
  HStack,
  Spinner,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAssistant } from '../hooks/use-assistant';
import { AssistantBubble } from './assistant-bubble';

/** Menu 04, the tender assistant: the conversation as chat bubbles and a question box. */
export function AssistantChat({ userId }: { userId: string }) {
  const { t } = useTranslation('assistant');
  const a = useAssistant(userId);
  const end = useRef<HTMLDivElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when the conversation grows
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [a.entries.length, a.sending]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    a.send();
  };

  return (
    <Flex direction="column" flex="1" minW="0" data-testid="assistant-chat">
      <HStack px="4" py="3" borderBottomWidth="1px" gap="3">
        <Avatar.Root size="sm">
          <Avatar.Fallback name={t('assistant')} />
        </Avatar.Root>
        <Heading size="md">{t('title')}</Heading>
      </HStack>
      <Stack flex="1" minH="0" overflowY="auto" p="4" gap="4" data-testid="assistant-messages">
        {a.entries.length === 0 && !a.sending ? (
          <Stack color="fg.muted" fontSize="sm" gap="1" data-testid="assistant-intro">
            <Text>{t('intro')}</Text>
            <Text>“{t('examples.howTo')}”</Text>
            <Text>“{t('examples.data')}”</Text>
          </Stack>
        ) : null}
        {a.entries.map((entry) => (
          <AssistantBubble key={entry.id} entry={entry} />
        ))}
        {a.pendingQuestion ? (
          <>
            <AssistantBubble
              entry={{ id: 'pending', mine: true, content: a.pendingQuestion, timestamp: 0 }}
            />
            <HStack color="fg.muted" fontSize="sm" data-testid="assistant-thinking">
              <Spinner size="sm" />
              <Text>{t('thinking')}</Text>
            </HStack>
          </>
        ) : null}
        <div ref={end} />
      </Stack>
      <Stack borderTopWidth="1px" p="3" gap="2">
        {a.offline ? (
          <Alert.Root status="warning" data-testid="assistant-offline">
            <Alert.Indicator />
            <Alert.Title>{t('offline')}</Alert.Title>
          </Alert.Root>
        ) : null}
        {a.failure ? (
          <Alert.Root status="error" data-testid="assistant-failure">
            <Alert.Indicator />
            <Alert.Title>{t('failed', { message: a.failure })}</Alert.Title>
          </Alert.Root>
        ) : null}
        <Textarea
          value={a.draft}
          onChange={(event) => a.setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('placeholder')}
          aria-label={t('placeholder')}
          rows={2}
          resize="none"
          data-testid="assistant-input"
        />
        <HStack justify="flex-end">
          <Button
            onClick={a.send}
            disabled={a.draft.trim() === '' || a.sending}
            loading={a.sending}
            data-testid="assistant-send"
          >
            {t('send')}
          </Button>
        </HStack>
      </Stack>
    </Flex>
  );
}
