import { Avatar, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_TYPE } from '@/shared/codes/constants';
import type { ViewMessage } from '../lib/merge-messages';
import { chatTimeLabel } from '../lib/time-label';
import { voiceWidthPercent } from '../lib/voice-width';
import { FailedActions } from './failed-actions';
import { MessageBody } from './message-body';

export interface MessageItemProps {
  message: ViewMessage;
  /** The sender's name in group chats. */
  senderName?: string;
  now: number;
  /** A refused message of ours: send it again, or throw it away. */
  onRetry?(clientId: string): void;
  onDiscard?(clientId: string): void;
}

/** One message: ours on the right, with its time and whether it is still on its way. */
export function MessageItem({ message, senderName, now, onRetry, onDiscard }: MessageItemProps) {
  const { t } = useTranslation('chat');
  const mine = message.mine;
  const voice = message.messageType === MESSAGE_TYPE.VOICE;
  const state = message.pending ? 'pending' : message.failed ? 'failed' : 'sent';
  return (
    <HStack
      align="flex-start"
      justify={mine ? 'flex-end' : 'flex-start'}
      flexDirection={mine ? 'row-reverse' : 'row'}
      gap="2"
      w="100%"
      data-testid="chat-message"
      data-state={state}
      data-mine={mine ? 'true' : 'false'}
    >
      <Avatar.Root size="sm">
        <Avatar.Fallback name={senderName ?? ''} />
      </Avatar.Root>
      <Stack
        gap="1"
        align={mine ? 'flex-end' : 'flex-start'}
        maxW="70%"
        w={voice ? `${voiceWidthPercent(message.extend?.time)}%` : undefined}
      >
        {senderName && !mine ? (
          <Text fontSize="xs" color="fg.muted">
            {senderName}
          </Text>
        ) : null}
        <Box
          px="3"
          py="2"
          borderRadius="lg"
          bg={mine ? 'brand.subtle' : 'bg.muted'}
          opacity={message.pending ? 0.7 : 1}
          w={voice ? '100%' : undefined}
        >
          <MessageBody message={message} />
        </Box>
        <Text fontSize="xs" color={message.failed ? 'red.fg' : 'fg.muted'} data-testid="chat-message-status">
          {message.pending
            ? t('box.pending')
            : message.failed
              ? t('box.failed', { reason: message.failed })
              : chatTimeLabel(t, message.timestamp, now)}
        </Text>
        {message.failed !== undefined && message.clientId && onRetry && onDiscard ? (
          <FailedActions clientId={message.clientId} onRetry={onRetry} onDiscard={onDiscard} />
        ) : message.pending && message.localFile && message.clientId && onDiscard ? (
          <FailedActions clientId={message.clientId} onDiscard={onDiscard} />
        ) : null}
      </Stack>
    </HStack>
  );
}
