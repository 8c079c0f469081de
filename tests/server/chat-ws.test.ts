import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_PATHS } from '@/shared/contracts/chat';
import { signIn } from './support/sign-in';
import { TARGETS } from './support/test-app';
import {
  type ChatTestApp,
  ChatSocket,
  chatCall,
  createChatTestApp,
  type Json,
  messageWith,
  sleep,
} from './support/chat-support';

const PING = 0;
const READY = 1;
const MESSAGE = 2;
const READ = 3;
const ERROR = 4;

/** Polls until the condition holds (read receipts are not acknowledged to the reader's own socket). */
async function until(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(20);
  }
}

describe.each(TARGETS)('chat websocket protocol on %s', (target) => {
  let t: ChatTestApp;
  let base: string;
  const token: Record<string, string> = {};
  const id: Record<string, string> = {};
  let groupId: string;
  let pairAB: string;
  const open: ChatSocket[] = [];

  const connect = async (name: string) => {
    const socket = await ChatSocket.connectRegistered(base, token[name] as string);
    open.push(socket);
    return socket;
  };
  const unreadOf = async (name: string, chatId: string) => {
    const chats = await chatCall(t, 'GET', CHAT_PATHS.chats, token[name]);
    return chats.data.find((c: { id: string }) => c.id === chatId)?.unreadCount;
  };

  beforeAll(async () => {
    t = await createChatTestApp(target);
    base = await t.listen();
    for (const row of await t.database.db.selectFrom('users').select(['id', 'login_name']).execute()) {
      id[row.login_name] = row.id;
    }
    for (const name of ['buyer01', 'agent01', 'supplier01', 'expert01']) token[name] = await signIn(t, name);
    const asked = await chatCall(t, 'POST', CHAT_PATHS.friendsAdd, token.buyer01, {
      body: { friendId: id.agent01 },
    });
    await chatCall(t, 'POST', CHAT_PATHS.friendsAdd, token.agent01, { body: { friendId: id.buyer01 } });
    expect(asked.code).toBe(200);
    pairAB = [id.buyer01, id.agent01].sort().join(':');
    const group = await chatCall(t, 'POST', CHAT_PATHS.groups, token.buyer01, {
      body: { name: '三人群', userIds: [id.agent01, id.supplier01] },
    });
    groupId = group.data.id;
  });
  afterAll(async () => {
    for (const socket of open) socket.ws.terminate();
    await t.close();
  });

  it('closes a socket with an invalid token with code 4401', async () => {
    const socket = await ChatSocket.connect(base, 'not-a-token');
    expect(await socket.closed).toEqual({ code: 4401, reason: 'invalid token' });
  });

  it('answers ping with pong', async () => {
    const a = await connect('buyer01');
    a.send(PING, 'ping');
    expect(await a.waitFor((f) => f.code === PING)).toEqual({ code: PING, message: 'pong' });
  });

  it('delivers between two friends, acknowledges the sender and echoes to its other sessions, once per clientId', async () => {
    const a = await connect('buyer01');
    const a2 = await connect('buyer01');
    const b = await connect('agent01');
    const message = {
      chatId: id.agent01,
      chatType: 0,
      messageType: '0',
      content: 'hello B',
      clientId: 'c-1',
    };
    a.send(MESSAGE, message);
    const ack = await a.waitFor(messageWith('hello B'));
    expect(ack.message).toMatchObject({
      chatId: pairAB,
      fromId: id.buyer01,
      toId: id.agent01,
      mine: true,
      clientId: 'c-1',
      type: 0,
    });
    expect(typeof ack.message.timestamp).toBe('number');
    const got = await b.waitFor(messageWith('hello B'));
    expect(got.message).toMatchObject({ id: ack.message.id, chatId: pairAB, mine: false, messageType: '0' });
    expect(got.message.clientId).toBeUndefined();
    const echo = await a2.waitFor(messageWith('hello B'));
    expect(echo.message).toMatchObject({ id: ack.message.id, mine: true });

    // Resent (e.g. after a reconnect): acknowledged with the same id, stored and delivered once.
    a.send(MESSAGE, message);
    await a.waitFor((f) => a.count(messageWith('hello B')) === 2 && f.code === MESSAGE);
    expect(a.frames.filter(messageWith('hello B')).map((f: Json) => f.message.id)).toEqual([
      ack.message.id,
      ack.message.id,
    ]);
    await sleep(200);
    expect(b.count(messageWith('hello B'))).toBe(1);
    expect(a.count(messageWith('hello B'))).toBe(2);
    expect(a2.count(messageWith('hello B'))).toBe(1);
    const stored = await t.database.db
      .selectFrom('chat_messages')
      .select('id')
      .where('client_id', '=', 'c-1')
      .execute();
    expect(stored).toHaveLength(1);

    // The reply may name the chat by its pair id.
    b.send(MESSAGE, { chatId: pairAB, chatType: 0, content: 'hi A', clientId: 'c-2' });
    expect((await a.waitFor(messageWith('hi A'))).message).toMatchObject({ fromId: id.agent01, mine: false });
  });

  it.each([
    ['blank text', { chatId: 'X', chatType: 0, messageType: '0', content: '   ', clientId: 'bad-1' }, 400],
    [
      'an image without url',
      { chatId: 'X', chatType: 0, messageType: '1', content: '', clientId: 'bad-2' },
      400,
    ],
    ['a message to a non-friend', { chatId: 'EXPERT', chatType: 0, content: 'hi', clientId: 'bad-3' }, 403],
    [
      'a message to a group one is not in',
      { chatId: 'GROUP', chatType: 1, content: 'hi', clientId: 'bad-4' },
      403,
    ],
  ])('refuses %s with an error frame naming the clientId', async (_label, message, code) => {
    const chatId = message.chatId === 'X' ? id.agent01 : message.chatId === 'EXPERT' ? id.expert01 : groupId;
    const sender = message.chatId === 'GROUP' ? 'expert01' : 'buyer01';
    const socket = await connect(sender);
    socket.send(MESSAGE, { ...message, chatId });
    const refused = await socket.waitFor((f) => f.code === ERROR && f.message.clientId === message.clientId);
    expect(refused.message.code).toBe(code);
    expect(refused.message.msg).toBeTruthy();
    const stored = await t.database.db
      .selectFrom('chat_messages')
      .select('id')
      .where('client_id', '=', message.clientId)
      .execute();
    expect(stored).toHaveLength(0);
  });

  it('delivers a group message to every member once; read receipts clear the unread count', async () => {
    const a = await connect('buyer01');
    const b = await connect('agent01');
    const b2 = await connect('agent01');
    const c = await connect('supplier01');
    a.send(MESSAGE, { chatId: groupId, chatType: 1, content: 'to the group', clientId: 'g-1' });
    for (const socket of [b, b2, c]) {
      expect((await socket.waitFor(messageWith('to the group'))).message).toMatchObject({
        chatId: groupId,
        type: 1,
        fromId: id.buyer01,
        mine: false,
      });
    }
    expect((await a.waitFor(messageWith('to the group'))).message.mine).toBe(true);
    await sleep(150);
    for (const socket of [a, b, b2, c]) expect(socket.count(messageWith('to the group'))).toBe(1);

    expect(await unreadOf('agent01', groupId)).toBe(1);
    expect(await unreadOf('buyer01', groupId)).toBe(0);
    b.send(READ, { chatId: groupId, userId: id.agent01, type: 1 });
    // The reader's other session hears of it, so its count clears too.
    expect((await b2.waitFor((f) => f.code === READ)).message).toEqual({
      chatId: groupId,
      userId: id.agent01,
      type: 1,
    });
    expect(await unreadOf('agent01', groupId)).toBe(0);
    expect(await unreadOf('supplier01', groupId)).toBe(1);
    const chats = await chatCall(t, 'GET', CHAT_PATHS.chats, token.supplier01);
    expect(chats.data.find((x: { id: string }) => x.id === groupId).lastMessage).toMatchObject({
      content: 'to the group',
    });
  });

  it('pushes unread messages on ready, oldest first, and again after a reconnect until read', async () => {
    const a = await connect('buyer01');
    let c = await connect('supplier01');
    c.send(READ, { chatId: groupId, type: 1 });
    await until(async () => (await unreadOf('supplier01', groupId)) === 0);
    await c.close();
    for (const content of ['missed 1', 'missed 2', 'missed 3']) {
      a.send(MESSAGE, { chatId: groupId, chatType: 1, content, clientId: content });
      await a.waitFor(messageWith(content));
    }
    c = await connect('supplier01');
    c.send(READY, {});
    await c.waitFor(messageWith('missed 3'));
    const pushed = c.frames.filter((f) => f.code === MESSAGE).map((f: Json) => f.message.content);
    expect(pushed).toEqual(['missed 1', 'missed 2', 'missed 3']);
    expect(await unreadOf('supplier01', groupId)).toBe(3);

    // Closed and reopened: what arrived meanwhile comes on ready.
    await c.close();
    a.send(MESSAGE, { chatId: groupId, chatType: 1, content: 'while away', clientId: 'away-1' });
    await a.waitFor(messageWith('while away'));
    c = await connect('supplier01');
    c.send(READY, {});
    await c.waitFor(messageWith('while away'));
    c.send(READ, { chatId: groupId, type: 1 });
    await until(async () => (await unreadOf('supplier01', groupId)) === 0);
    const again = await connect('supplier01');
    again.send(READY, {});
    again.send(PING, 'ping');
    await again.waitFor((f) => f.code === PING);
    expect(again.count((f) => f.code === MESSAGE)).toBe(0);
  });

  it('lists history newest 100 oldest first and pages it newest first', async () => {
    // Stored in one statement, in order (seq follows the order of the rows).
    const at = t.clock.now();
    await t.database.db
      .insertInto('chat_messages')
      .values(
        Array.from({ length: 105 }, (_, k) => ({
          id: `hist${String(k + 1).padStart(3, '0')}`,
          chat_type: 0,
          chat_id: pairAB,
          from_id: id.agent01 as string,
          to_id: id.buyer01 as string,
          message_type: (k + 1) % 10 === 0 ? '1' : '0',
          content: `n${k + 1}`,
          extend: (k + 1) % 10 === 0 ? JSON.stringify({ url: '/x.png', fileName: 'x.png' }) : null,
          ai_tag: null,
          client_id: null,
          created_at: at.toISOString(),
          timestamp: at.getTime(),
        })),
      )
      .execute();
    const latest = await chatCall(t, 'GET', CHAT_PATHS.messages, token.buyer01, {
      query: { chatId: id.agent01 as string, fromId: id.buyer01 as string, type: 0, pageSize: 100 },
    });
    expect(latest.data).toHaveLength(100);
    expect(latest.data.at(-1)).toMatchObject({ content: 'n105', mine: false });
    const contents = latest.data.map((m: { content: string }) => m.content);
    expect(contents.indexOf('n6')).toBe(contents.indexOf('n7') - 1);
    const byPair = await chatCall(t, 'GET', CHAT_PATHS.messages, token.agent01, {
      query: { chatId: pairAB, type: 0 },
    });
    expect(byPair.data.map((m: { id: string }) => m.id)).toEqual(
      latest.data.map((m: { id: string }) => m.id),
    );
    expect(byPair.data.at(-1).mine).toBe(true);

    const page = await chatCall(t, 'GET', CHAT_PATHS.messagesPage, token.buyer01, {
      query: { chatId: pairAB, chatType: 0, current: 2, size: 10 },
    });
    expect(page.data).toMatchObject({ current: 2, size: 10, total: 107, pages: 11 });
    expect(page.data.records.map((m: { content: string }) => m.content)).toEqual(
      [95, 94, 93, 92, 91, 90, 89, 88, 87, 86].map((n) => `n${n}`),
    );
    const images = await chatCall(t, 'GET', CHAT_PATHS.messagesPage, token.buyer01, {
      query: { chatId: pairAB, chatType: 0, messageType: '1', current: 1, size: 100 },
    });
    expect(images.data.total).toBe(10);
    expect(images.data.records[0]).toMatchObject({ content: 'n100', extend: { url: '/x.png' } });

    const outsider = await chatCall(t, 'GET', CHAT_PATHS.messages, token.expert01, {
      query: { chatId: groupId, type: 1 },
    });
    expect(outsider.code).toBe(403);
    const notMine = await chatCall(t, 'GET', CHAT_PATHS.messages, token.expert01, {
      query: { chatId: pairAB, type: 0 },
    });
    expect(notMine.code).toBe(403);
  });
});
