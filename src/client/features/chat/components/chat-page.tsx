import { Box, Center, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useNarrowScreen } from '@/client/ui/use-narrow-screen';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { ChatSummary } from '@/shared/contracts/chat-ws';
import { refreshChats } from '../store/chat-runtime';
import { chatState } from '../store/chat-store';
import { ChatBox } from './chat-box';
import { ChatList } from './chat-list';

export interface ChatPageProps {
  /** The open chat (search parameter id), with its type. */
  chatId?: string;
  type?: number;
}

/** Menu 00: the chat list beside the chat box; below md, the list or the chat under a back button. */
export function ChatPage({ chatId, type }: ChatPageProps) {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const { chats, me } = useSnapshot(chatState);
  const active = chats.find((c) => c.id === chatId);
  const known = Boolean(active);
  const narrow = useNarrowScreen();

  useEffect(() => {
    if (me) void refreshChats();
  }, [me]);
  // A chat just made (a new friend or group) is not in the list yet.
  useEffect(() => {
    if (chatId && me && !known) void refreshChats();
  }, [chatId, me, known]);

  const open = (chat: ChatSummary) =>
    void navigate({ to: '/evalChat/chat', search: { id: chat.id, type: chat.type } });

  if (narrow && chatId) {
    return (
      <ChatBox
        key={chatId}
        chatId={chatId}
        type={active?.type ?? type ?? 0}
        name={active?.name ?? ''}
        onBack={() => void navigate({ to: '/evalChat/chat' })}
      />
    );
  }
  return (
    <>
      <Box
        w={{ base: 'full', md: '72' }}
        flexShrink={0}
        borderRightWidth={{ base: '0', md: '1px' }}
        overflowY="auto"
        data-testid="chat-page"
      >
        <ChatList
          chats={chats as ChatSummary[]}
          activeId={chatId}
          onOpen={open}
          onOpenAssistant={() => void navigate({ to: '/evalChat/chatGpt' })}
        />
      </Box>
      {narrow ? null : chatId ? (
        <ChatBox key={chatId} chatId={chatId} type={active?.type ?? type ?? 0} name={active?.name ?? ''} />
      ) : (
        <Center flex="1">
          <Text color="fg.muted">{t('box.pick')}</Text>
        </Center>
      )}
    </>
  );
}
