import { describe, expect, it, vi } from 'vitest';
import { emitChatNotice, onChatNotice } from '@/client/features/chat/store/chat-notices';
import { createChatWsClient } from '@/client/features/chat/ws-client';
import { WS_NOTICE_CODE } from '@/shared/contracts/chat-ws';
import { socketFactory } from './fake-socket';
import { memoryStore } from './ws-harness';

describe('notices of changed friends and groups', () => {
  it('hands a notice frame {code:5} to the app, not as a message', async () => {
    const factory = socketFactory();
    const onNotice = vi.fn();
    const onMessage = vi.fn();
    const client = createChatWsClient({
      url: () => 'ws://x',
      createSocket: factory.create,
      pending: memoryStore(),
      onMessage,
      onNotice,
    });
    await client.start();
    factory.last.open();
    factory.last.receive({ code: WS_NOTICE_CODE, message: { kind: 'groups', id: 'g1' } });
    expect(onNotice).toHaveBeenCalledWith({ kind: 'groups', id: 'g1' });
    expect(onMessage).not.toHaveBeenCalled();
    client.stop();
  });

  it('reaches every listening screen until it stops listening', () => {
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = onChatNotice(first);
    const stopSecond = onChatNotice(second);
    emitChatNotice({ kind: 'friends' });
    stopFirst();
    emitChatNotice({ kind: 'groups', id: 'g' });
    expect(first.mock.calls).toEqual([[{ kind: 'friends' }]]);
    expect(second.mock.calls).toEqual([[{ kind: 'friends' }], [{ kind: 'groups', id: 'g' }]]);
    stopSecond();
  });
});
