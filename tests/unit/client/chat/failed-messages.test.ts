import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDb, kvGet } from '@/client/data/db';
import { failedKey, withFailed, withoutFailed } from '@/client/features/chat/lib/failed-store';
import { startChat, stopChat } from '@/client/features/chat/store/chat-runtime';
import { discardMessage, retryMessage, sendChatMessage } from '@/client/features/chat/store/chat-sending';
import { chatState } from '@/client/features/chat/store/chat-store';
import { WS_CODE } from '@/shared/codes/constants';
import { freshDb, until } from '../data/data-helpers';
import type { FakeSocket } from './fake-socket';
import { chatUser, sentMessages, stubChatNetwork } from './runtime-harness';
import { outgoing } from './ws-harness';

const me = chatUser('a');
const sockets: FakeSocket[] = [];
const last = () => sockets.at(-1) as FakeSocket;
const shown = () => chatState.messages['a:b'] ?? [];
const sent = () => sentMessages<{ clientId: string }>(sockets);

async function start() {
  startChat({ me, token: () => 't', language: () => 'en', onInvalidToken: () => undefined });
  await until(() => sockets.length > 0);
  last().open();
}

beforeEach(async () => {
  await freshDb();
  stubChatNetwork(sockets);
});
afterEach(async () => {
  stopChat();
  vi.unstubAllGlobals();
  closeDb();
});

describe('refused messages: kept, retried once, or discarded', () => {
  it('keeps the list of refused messages by clientId', () => {
    const one = { ...outgoing(1), reason: 'x' };
    const list = withFailed(withFailed([], one), { ...outgoing(2), reason: 'y' });
    expect(withFailed(list, { ...one, reason: 'z' }).map((m) => m.reason)).toEqual(['z', 'y']);
    expect(withoutFailed(list, 'c1').map((m) => m.clientId)).toEqual(['c2']);
  });

  it('marks a refused message failed, keeps it over a restart and sends it again with its clientId', async () => {
    await start();
    await sendChatMessage({ chatId: 'a:b', chatType: 0, messageType: '0', content: 'typed text' });
    const [first] = sent();
    if (!first) throw new Error('nothing sent');
    last().receive({ code: 4, message: { code: 403, msg: 'not friends', clientId: first.clientId } });
    expect(shown()).toEqual([
      expect.objectContaining({
        clientId: first.clientId,
        content: 'typed text',
        failed: 'not friends',
        pending: false,
      }),
    ]);
    await until(
      async () => ((await kvGet<unknown[]>(failedKey(window.location.host, 'a'))) ?? []).length === 1,
    );

    // The chat closes and opens again (or the page reloads): the text is still there, failed.
    stopChat();
    await start();
    await until(() => shown().length === 1);
    expect(shown()[0]).toMatchObject({ content: 'typed text', failed: 'not friends' });

    await retryMessage(first.clientId);
    expect(shown()[0]).toMatchObject({ pending: true, failed: undefined });
    const resent = sent().at(-1);
    expect(resent).toMatchObject({ clientId: first.clientId, content: 'typed text', chatId: 'a:b' });
    expect(resent).not.toHaveProperty('reason');
    last().receive({
      code: WS_CODE.MESSAGE,
      message: {
        id: 'm1',
        chatId: 'a:b',
        type: 0,
        chatType: 0,
        fromId: 'a',
        toId: 'b',
        messageType: '0',
        content: 'typed text',
        extend: null,
        aiTag: null,
        timestamp: Date.now(),
        createdAt: new Date().toISOString(),
        mine: true,
        clientId: first.clientId,
      },
    });
    expect(shown()).toEqual([expect.objectContaining({ id: 'm1', content: 'typed text' })]);
    expect(shown()[0]?.failed).toBeUndefined();
    expect(shown()[0]?.pending).toBeUndefined();
    expect(await kvGet<unknown[]>(failedKey(window.location.host, 'a'))).toEqual([]);
    // A second retry of the same message does nothing.
    const count = sent().length;
    await retryMessage(first.clientId);
    expect(sent()).toHaveLength(count);
  });

  it('discards a refused message for good', async () => {
    await start();
    await sendChatMessage({ chatId: 'a:b', chatType: 0, messageType: '0', content: 'unwanted' });
    const [first] = sent();
    if (!first) throw new Error('nothing sent');
    last().receive({ code: 4, message: { code: 403, msg: 'not friends', clientId: first.clientId } });
    await discardMessage(first.clientId);
    expect(shown()).toEqual([]);
    stopChat();
    await start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await kvGet<unknown[]>(failedKey(window.location.host, 'a'))).toEqual([]);
    expect(shown()).toEqual([]);
  });
});
