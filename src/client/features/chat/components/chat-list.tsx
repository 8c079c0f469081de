import { Avatar, Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ChatSummary } from '@/shared/contracts/chat-ws';
import { useNow } from '../hooks/use-now';
import { messagePreview } from '../lib/preview';
import { chatTimeLabel } from '../lib/time-label';
import { AssistantEntry } from './assistant-entry';

export interface ChatListProps {
  chats: readonly ChatSummary[];
  activeId?: string;
  onOpen(chat: ChatSummary): void;
  /** Opens the tender assistant, listed first. */
  onOpenAssistant?(): void;
}

/** Friends and groups with their last message, its time and the unread count. */
export function ChatList({ chats, activeId, onOpen, onOpenAssistant }: ChatListProps) {
  const { t } = useTranslation('chat');
  const now = useNow();
  const assistant = onOpenAssistant ? <AssistantEntry onOpen={onOpenAssistant} /> : null;
  if (chats.length === 0) {
    return (
      <Stack gap="0">
        {assistant}
        <Text p="4" color="fg.muted" data-testid="chat-list-empty">
          {t('errors:chat.empty')}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="0" data-testid="chat-list">
      {assistant}
      {chats.map((chat) => (
        <HStack
          key={chat.id}
          as="button"
          px="3"
          py="2"
          gap="3"
          textAlign="start"
          bg={chat.id === activeId ? 'bg.emphasized' : undefined}
          _hover={{ bg: 'bg.muted' }}
          onClick={() => onOpen(chat)}
          data-testid="chat-list-item"
          data-chat-id={chat.id}
        >
          <Avatar.Root size="sm">
            <Avatar.Fallback name={chat.name} />
            {chat.avatar ? <Avatar.Image src={chat.avatar} /> : null}
          </Avatar.Root>
          <Box flex="1" minW="0">
            <HStack justify="space-between" gap="2">
              <Text fontWeight="medium" truncate>
                {chat.name}
              </Text>
              <Text fontSize="xs" color="fg.muted" flexShrink={0}>
                {chat.lastMessage ? chatTimeLabel(t, chat.lastMessage.timestamp, now) : ''}
              </Text>
            </HStack>
            <HStack justify="space-between" gap="2">
              <Text fontSize="sm" color="fg.muted" truncate>
                {messagePreview(t, chat.lastMessage)}
              </Text>
              {chat.unreadCount > 0 ? (
                <Badge variant="solid" colorPalette="red" borderRadius="full" data-testid="chat-unread">
                  {chat.unreadCount}
                </Badge>
              ) : null}
            </HStack>
          </Box>
        </HStack>
      ))}
    </Stack>
  );
}
