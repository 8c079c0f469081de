import { vi } from 'vitest';
import { createChatWsClient } from '@/client/features/chat/ws-client';
import type { ChatWsStatus, Outgoing, PendingStore } from '@/client/features/chat/ws-types';
import type { ChatMessage } from '@/shared/contracts/chat-ws';
import { socketFactory } from './fake-socket';

export function memoryStore(initial: Outgoing[] = []): PendingStore & { saved: Outgoing[] } {
  const store = {
    saved: [...initial],
    load: async () => [...store.saved],
    save: async (list: readonly Outgoing[]) => {
      store.saved = [...list];
    },
  };
  return store;
}

export const outgoing = (n: number): Outgoing => ({
  clientId: `c${n}`,
  chatId: 'a:b',
  chatType: 0,
  messageType: '0',
  content: `text ${n}`,
});

export const ack = (item: Outgoing, id: string): ChatMessage => ({
  id,
  chatId: item.chatId,
  type: 0,
  chatType: 0,
  fromId: 'a',
  toId: 'b',
  messageType: '0',
  content: item.content,
  extend: null,
  aiTag: null,
  timestamp: Date.now(),
  createdAt: new Date().toISOString(),
  mine: true,
  clientId: item.clientId,
});

export function setup(pending = memoryStore()) {
  const factory = socketFactory();
  const statuses: ChatWsStatus[] = [];
  const received: ChatMessage[] = [];
  const onInvalidToken = vi.fn();
  const client = createChatWsClient({
    url: () => 'ws://test/chat?token=t',
    createSocket: factory.create,
    pending,
    onMessage: (m) => received.push(m),
    onStatus: (s) => statuses.push(s),
    onInvalidToken,
  });
  return { client, factory, statuses, received, onInvalidToken, pending };
}

/** Lets the pending store's promises settle without moving the fake clock. */
export const flushPromises = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};
