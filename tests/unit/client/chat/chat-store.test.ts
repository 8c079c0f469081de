import { beforeEach, describe, expect, it } from 'vitest';
import {
  applyIncoming,
  chatState,
  markChatRead,
  resetChatState,
  setChats,
  unreadTotal,
} from '@/client/features/chat/store/chat-store';
import type { ChatMessage, ChatSummary } from '@/shared/contracts/chat-ws';

const message = (id: string, timestamp: number, mine = false): ChatMessage => ({
  id,
  chatId: 'a:b',
  type: 0,
  chatType: 0,
  fromId: mine ? 'a' : 'b',
  toId: mine ? 'b' : 'a',
  messageType: '0',
  content: id,
  extend: null,
  aiTag: null,
  timestamp,
  createdAt: new Date(timestamp).toISOString(),
  mine,
});

const summary = (lastMessage: ChatMessage | null, unreadCount: number): ChatSummary => ({
  id: 'a:b',
  name: 'B',
  avatar: null,
  type: 0,
  toId: 'b',
  lastMessage,
  unreadCount,
  aiTag: null,
});

beforeEach(() => resetChatState());

describe('chat store', () => {
  it('counts new messages from others as unread unless the chat is being read', () => {
    setChats([summary(null, 0)]);
    applyIncoming(message('1', 10), false);
    applyIncoming(message('2', 20, true), false);
    applyIncoming(message('3', 30), true);
    expect(chatState.chats[0]?.unreadCount).toBe(1);
    expect(chatState.chats[0]?.lastMessage?.id).toBe('3');
    expect(chatState.messages['a:b']?.map((m) => m.id)).toEqual(['1', '2', '3']);
  });

  it('does not count twice the unread the list already counted (pushed again after ready)', () => {
    setChats([summary(message('2', 20), 2)]);
    applyIncoming(message('1', 10), false);
    applyIncoming(message('2', 20), false);
    applyIncoming(message('2', 20), false);
    expect(chatState.chats[0]?.unreadCount).toBe(2);
  });

  it('tells the caller when the chat is not listed yet', () => {
    expect(applyIncoming(message('1', 10), false)).toBe(false);
  });

  it('sums unread counts and clears a chat that was read', () => {
    setChats([summary(null, 3), { ...summary(null, 4), id: 'g1', type: 1 }]);
    expect(unreadTotal(chatState.chats)).toBe(7);
    markChatRead('g1');
    expect(unreadTotal(chatState.chats)).toBe(3);
  });
});
