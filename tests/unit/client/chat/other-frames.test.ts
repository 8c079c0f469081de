import { afterEach, describe, expect, it, vi } from 'vitest';
import { onChatFrame } from '@/client/features/chat/store/chat-frames';
import {
  holdChatSocket,
  resumeChatSocket,
  yieldChatSocket,
} from '@/client/features/chat/store/chat-socket-lease';
import { createChatWsClient } from '@/client/features/chat/ws-client';
import { WS_CODE } from '@/shared/codes/constants';
import { NOTIFICATION_WS_CODE } from '@/shared/contracts/notifications';
import { FakeSocket, socketFactory } from './fake-socket';
import { memoryStore } from './ws-harness';

afterEach(() => {
  vi.unstubAllGlobals();
});

/**
 * Other areas' frames on the chat socket (notifications, issue 17): handed over, never taken for chat
 * messages; the socket they hold while the chat is closed sends no ready (the chat's unread messages
 * stay for the chat) and gives way to the chat's own socket, so there is one socket at a time.
 */
describe('other areas on the chat socket', () => {
  it('hands a frame of another code to onFrame, not as a message, and may skip ready', async () => {
    const factory = socketFactory();
    const onFrame = vi.fn();
    const onMessage = vi.fn();
    const client = createChatWsClient({
      url: () => 'ws://x',
      createSocket: factory.create,
      pending: memoryStore(),
      onMessage,
      onFrame,
      sendReady: false,
    });
    await client.start();
    factory.last.open();
    expect(factory.last.codes()).not.toContain(WS_CODE.READY);
    factory.last.receive({ code: NOTIFICATION_WS_CODE, message: { id: 'n1' } });
    factory.last.receive({ code: WS_CODE.PING, message: 'pong' });
    expect(onFrame.mock.calls).toEqual([[{ code: NOTIFICATION_WS_CODE, message: { id: 'n1' } }]]);
    expect(onMessage).not.toHaveBeenCalled();
    client.stop();
  });

  it('keeps one socket while held, gives way to the chat and comes back after it', () => {
    const sockets: FakeSocket[] = [];
    vi.stubGlobal(
      'WebSocket',
      class extends FakeSocket {
        constructor(url: string) {
          super(url);
          sockets.push(this);
        }
      },
    );
    const frames: unknown[] = [];
    const connected = vi.fn();
    const stop = onChatFrame({ frame: (f) => frames.push(f), connected });
    const holder = { token: () => 'tok', language: () => 'en', onInvalidToken: vi.fn() };
    const release = holdChatSocket(holder);
    const second = holdChatSocket(holder);
    expect(sockets).toHaveLength(1);
    expect(sockets[0]?.url).toContain('token=tok');
    sockets[0]?.open();
    expect(connected).toHaveBeenCalledTimes(1);
    sockets[0]?.receive({ code: NOTIFICATION_WS_CODE, message: { id: 'n2' } });
    expect(frames).toEqual([{ code: NOTIFICATION_WS_CODE, message: { id: 'n2' } }]);

    yieldChatSocket();
    expect(sockets[0]?.closedByClient).toBe(true);
    resumeChatSocket();
    expect(sockets).toHaveLength(2);
    release();
    expect(sockets[1]?.closedByClient).toBe(false);
    second();
    expect(sockets[1]?.closedByClient).toBe(true);
    stop();
  });
});
