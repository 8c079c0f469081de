import { Button, Flex, HStack, Heading, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { CHAT_LIMITS, CHAT_TYPE } from '@/shared/codes/constants';
import { groupUsersQueryOptions } from '../api/get-group-users';
import { otherOfChat } from '../lib/friend-chat-id';
import type { ViewMessage } from '../lib/merge-messages';
import { combineHistory } from '../lib/older-history';
import { loadOlderHistory } from '../store/chat-history';
import { loadHistory, readChat, setActiveChat } from '../store/chat-runtime';
import { discardMessage, retryMessage, sendAttachment, sendChatMessage } from '../store/chat-sending';
import { chatState } from '../store/chat-store';
import { Composer } from './composer';
import { MessageList, type OlderHistory } from './message-list';
import { ChatBackButton } from './side-page';

export interface ChatBoxProps {
  chatId: string;
  type: number;
  name: string;
  /** Below md: back to the chat list, which is a screen of its own there. */
  onBack?: () => void;
}

const NO_MESSAGES: readonly ViewMessage[] = [];

/** One chat: its messages (kept history merged with the server's) and the composer. */
export function ChatBox({ chatId, type, name, onBack }: ChatBoxProps) {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const snap = useSnapshot(chatState);
  const me = snap.me;
  const kept = (snap.messages[chatId] as readonly ViewMessage[] | undefined) ?? NO_MESSAGES;
  const olderKept = snap.older[chatId] as readonly ViewMessage[] | undefined;
  const messages = useMemo(() => combineHistory(olderKept, kept), [olderKept, kept]);
  const paging = snap.history[chatId];
  const older: OlderHistory = {
    // The kept list holds the newest 100: a full one may have more before it.
    available: !paging?.done && messages.length >= CHAT_LIMITS.MESSAGES_PER_CHAT,
    loading: paging?.loading ?? false,
    done: paging?.done === true && messages.length >= CHAT_LIMITS.MESSAGES_PER_CHAT,
    load: () => void loadOlderHistory(chatId, type),
  };
  const group = type === CHAT_TYPE.GROUP;
  const members = useQuery(groupUsersQueryOptions(chatId, '1', group));
  const names = useMemo(
    () => new Map((members.data ?? []).map((m) => [m.userId, m.user.name] as const)),
    [members.data],
  );

  const meId = me?.id;
  useEffect(() => {
    // The chat area starts the chat (and knows the user) in its own effect, after this one.
    if (!meId) return;
    setActiveChat(chatId, type);
    void loadHistory(chatId, type);
    readChat(chatId, type);
    // A chat shown again (another window or tab was in front) is read from then on.
    const onVisible = () => {
      if (document.visibilityState === 'visible') readChat(chatId, type);
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', onVisible);
      setActiveChat(null);
    };
  }, [chatId, type, meId]);

  // The socket may open after the chat: read receipts then go out with it.
  useEffect(() => {
    if (snap.status === 'open') readChat(chatId, type);
  }, [snap.status, chatId, type]);

  const info = () => {
    const friendId = me ? otherOfChat(chatId, me.id) : undefined;
    if (group) void navigate({ to: '/evalChat/chat/group/$id', params: { id: chatId } });
    else if (friendId) void navigate({ to: '/evalChat/chat/friend/$id', params: { id: friendId } });
  };

  return (
    <Stack flex="1" minW="0" gap="0" data-testid="chat-box" data-chat-id={chatId}>
      <HStack px={{ base: '2', md: '4' }} py={{ base: '2', md: '3' }} borderBottomWidth="1px" gap="2">
        {onBack ? <ChatBackButton onBack={onBack} /> : null}
        <Heading size="md" data-testid="chat-box-title" flex="1" minW="0" truncate title={name}>
          {name}
        </Heading>
        <Button size={{ base: 'sm', md: 'xs' }} variant="outline" onClick={info} flexShrink={0}>
          {t('box.info')}
        </Button>
      </HStack>
      <Flex flex="1" minH="0" direction="column">
        <MessageList
          messages={messages}
          names={names}
          group={group}
          older={older}
          onRetry={(clientId) => void retryMessage(clientId)}
          onDiscard={(clientId) => void discardMessage(clientId)}
        />
      </Flex>
      <Composer
        chatId={chatId}
        onSend={(message) => void sendChatMessage({ ...message, chatId, chatType: type })}
        onAttach={(attachment) => void sendAttachment({ chatId, chatType: type }, attachment)}
      />
    </Stack>
  );
}
