import { Badge, Button } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { chatsQueryOptions } from '../api/get-chats';
import { rememberChatReturn } from '../lib/chat-return';
import { unreadTotal } from '../store/chat-store';
import { ChatGlyph } from './chat-icons';

/** How often the shell's entry looks for new messages while the chat is closed. */
const UNREAD_REFRESH_MS = 30_000;

/** The shell's entry to the chat dialog, with the unread total. */
export function ChatButton() {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const href = useLocation({ select: (l) => l.href });
  const chats = useQuery({ ...chatsQueryOptions(true), refetchInterval: UNREAD_REFRESH_MS });
  const unread = unreadTotal(chats.data ?? []);
  const label = unread > 0 ? t('entryUnread', { count: unread }) : t('entry');
  const open = () => {
    rememberChatReturn(href);
    void navigate({ to: '/evalChat/chat' });
  };
  return (
    <Button
      size="sm"
      variant="ghost"
      onClick={open}
      aria-label={label}
      title={label}
      data-testid="chat-entry"
    >
      <ChatGlyph name="chat" />
      {unread > 0 ? (
        <Badge variant="solid" colorPalette="red" borderRadius="full" data-testid="chat-entry-unread">
          {unread}
        </Badge>
      ) : null}
    </Button>
  );
}
