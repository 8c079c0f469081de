import { Avatar, Badge, Box, IconButton, Stack } from '@chakra-ui/react';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { session } from '@/client/data/session';
import { CHAT_MENU, type ChatMenu } from '@/shared/codes/constants';
import { landingPathForRole } from '@/shared/codes/roles';
import type { ChatUser } from '@/shared/contracts/chat-models';
import { chatReturnHref } from '../lib/chat-return';
import { chatState, unreadTotal } from '../store/chat-store';
import { ChatGlyph, type ChatGlyphName } from './chat-icons';

const ITEMS: readonly { code: ChatMenu; glyph: ChatGlyphName; to: string }[] = [
  { code: CHAT_MENU.CHAT, glyph: 'chat', to: '/evalChat/chat' },
  { code: CHAT_MENU.FRIEND, glyph: 'friend', to: '/evalChat/chat/friend' },
  { code: CHAT_MENU.GROUP, glyph: 'group', to: '/evalChat/chat/group' },
  { code: CHAT_MENU.DEPARTMENT, glyph: 'dept', to: '/evalChat/chat/dept' },
  { code: CHAT_MENU.AI_CHAT, glyph: 'ai', to: '/evalChat/chatGpt' },
];

/** Which chat menu a path belongs to (spec 2.4 codes 00 to 04). */
export function chatMenuOf(pathname: string): ChatMenu {
  if (/\/chatGpt\/?$/.test(pathname)) return CHAT_MENU.AI_CHAT;
  if (pathname.startsWith('/evalChat/chat/friend')) return CHAT_MENU.FRIEND;
  if (pathname.startsWith('/evalChat/chat/group')) return CHAT_MENU.GROUP;
  if (pathname.startsWith('/evalChat/chat/dept')) return CHAT_MENU.DEPARTMENT;
  return CHAT_MENU.CHAT;
}

/** The chat dialog's left bar: the user's avatar, the menu, and the way back out. */
export function LeftBar({ me }: { me: ChatUser | null }) {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { chats } = useSnapshot(chatState);
  const { userInfo } = useSnapshot(session);
  const active = chatMenuOf(pathname);
  const unread = unreadTotal(chats);

  const exit = () => {
    const back = chatReturnHref();
    if (back && !back.startsWith('/evalChat')) void navigate({ href: back });
    else void navigate({ href: landingPathForRole(userInfo?.currentRol.roleCode) });
  };

  return (
    <Stack
      as="nav"
      bg="bg.emphasized"
      direction={{ base: 'row', md: 'column' }}
      w={{ base: 'full', md: '16' }}
      py={{ base: '1', md: '3' }}
      px={{ base: '2', md: '0' }}
      align="center"
      gap="2"
      flexShrink={0}
      data-testid="chat-left-bar"
    >
      <Avatar.Root
        size="md"
        mb={{ base: '0', md: '2' }}
        hideBelow="md"
        title={me?.name}
        data-testid="chat-me"
      >
        <Avatar.Fallback name={me?.name} />
        {me?.avatar ? <Avatar.Image src={me.avatar} /> : null}
      </Avatar.Root>
      {ITEMS.map((item) => {
        const label = t(`codes:chatMenu.${item.code}`);
        return (
          <Box key={item.code} position="relative">
            <IconButton
              aria-label={label}
              title={label}
              variant={active === item.code ? 'solid' : 'ghost'}
              colorPalette="brand"
              aria-current={active === item.code ? 'page' : undefined}
              data-testid={`chat-menu-${item.code}`}
              onClick={() => void navigate({ href: item.to })}
            >
              <ChatGlyph name={item.glyph} />
            </IconButton>
            {item.code === CHAT_MENU.CHAT && unread > 0 ? (
              <Badge
                position="absolute"
                top="-1"
                right="-1"
                variant="solid"
                colorPalette="red"
                borderRadius="full"
                data-testid="chat-menu-unread"
              >
                {unread}
              </Badge>
            ) : null}
          </Box>
        );
      })}
      <Box flex="1" />
      <IconButton
        aria-label={t('exit')}
        title={t('exit')}
        variant="ghost"
        onClick={exit}
        data-testid="chat-exit"
      >
        <ChatGlyph name="exit" />
      </IconButton>
    </Stack>
  );
}
