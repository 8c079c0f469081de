import { Flex, Text } from '@chakra-ui/react';
import { Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { TruncationReveal } from '@/client/ui/truncation-reveal';
import { useChatConnection } from '../hooks/use-chat-connection';
import { useChatMe } from '../hooks/use-chat-me';
import { useChatNotices } from '../hooks/use-chat-notices';
import { chatState } from '../store/chat-store';
import { LeftBar } from './left-bar';

/** The full-screen chat dialog of spec 2.5: the left bar and the chosen menu's page. */
export function ChatArea() {
  const { t } = useTranslation('chat');
  const me = useChatMe();
  const { status } = useSnapshot(chatState);
  useChatConnection(me);
  useChatNotices();

  useEffect(() => {
    document.title = `${t('title')} - ${t('common:appName')}`;
  }, [t]);

  return (
    // Below md the menu is a bar along the bottom, so the page has the whole width.
    <Flex
      h="100dvh"
      w="100%"
      direction={{ base: 'column-reverse', md: 'row' }}
      data-testid="chat-area"
      data-status={status}
    >
      <LeftBar me={me} />
      <Flex direction="column" flex="1" minW="0" minH="0">
        {status !== 'open' && status !== 'idle' ? (
          <Text
            px="4"
            py="1"
            fontSize="sm"
            bg={status === 'offline' ? 'orange.subtle' : 'bg.muted'}
            data-testid="chat-status"
          >
            {t(`status.${status}`)}
          </Text>
        ) : null}
        <Flex flex="1" minH="0">
          <Outlet />
        </Flex>
      </Flex>
      <TruncationReveal />
    </Flex>
  );
}
