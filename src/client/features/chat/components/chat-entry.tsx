import { Badge, Button } from '@chakra-ui/react';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { rememberChatReturn } from '../lib/chat-return';
import { ChatGlyph } from './chat-icons';

/** The shell's entry to the chat dialog, showing the unread total it is given. */
export function ChatEntry({ unread }: { unread: number }) {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const href = useLocation({ select: (l) => l.href });
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
