import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_PATHS, CHAT_PREFIX, chatPath } from '@/shared/contracts/chat';
import { authed, signIn } from './support/sign-in';
import { TARGETS } from './support/test-app';
import {
  type ChatTestApp,
  ChatSocket,
  chatCall,
  createChatTestApp,
  type Json,
  multipartBody,
} from './support/chat-support';

const WEBM = Buffer.concat([
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81]),
  Buffer.alloc(512, 3),
]);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.alloc(512, 1),
]);

/** History paging back from a message, group search, member management and typed voice uploads. */
describe.each(TARGETS)('chat: older history, group search and voice uploads on %s', (target) => {
  let t: ChatTestApp;
  const token: Record<string, string> = {};
  const id: Record<string, string> = {};
  let pair: string;

  const page = (who: string, query: Record<string, string | number>) =>
    chatCall(t, 'GET', CHAT_PATHS.messagesPage, token[who], { query, lang: 'en' });
  const contents = (reply: Json): string[] => reply.data.records.map((m: { content: string }) => m.content);

  beforeAll(async () => {
    t = await createChatTestApp(target);
    for (const row of await t.database.db.selectFrom('users').select(['id', 'login_name']).execute()) {
      id[row.login_name] = row.id;
    }
    for (const name of ['buyer01', 'expert01', 'biz01', 'agent01']) token[name] = await signIn(t, name);
    await chatCall(t, 'POST', CHAT_PATHS.friendsAdd, token.buyer01, { body: { friendId: id.expert01 } });
    await chatCall(t, 'POST', CHAT_PATHS.friendsAdd, token.expert01, { body: { friendId: id.buyer01 } });
    const buyer = id.buyer01 as string;
    const expert = id.expert01 as string;
    pair = buyer < expert ? `${buyer}:${expert}` : `${expert}:${buyer}`;
    const at = t.clock.now();
    await t.database.db
      .insertInto('chat_messages')
      .values(
        Array.from({ length: 250 }, (_, k) => ({
          id: `old${String(k + 1).padStart(3, '0')}`,
          chat_type: 0,
          chat_id: pair,
          from_id: k % 2 === 0 ? buyer : expert,
          to_id: k % 2 === 0 ? expert : buyer,
          message_type: '0',
          content: `m${k + 1}`,
          extend: null,
          ai_tag: null,
          client_id: null,
          created_at: at.toISOString(),
          // Equal timestamps on purpose: the order must come from the server's sequence.
          timestamp: at.getTime(),
        })),
      )
      .execute();
  });
  afterAll(async () => t.close());

  it('pages back from a message: older ones only, newest first, unshifted by new messages', async () => {
    const first = await page('expert01', { chatId: pair, chatType: 0, beforeId: 'old151', size: 100 });
    expect(first.code).toBe(200);
    expect(first.data).toMatchObject({ total: 150, current: 1, size: 100 });
    expect(contents(first)).toEqual(Array.from({ length: 100 }, (_, k) => `m${150 - k}`));
    expect(first.data.records[0]).toMatchObject({ id: 'old150', mine: true });

    // A message arriving meanwhile changes nothing for the cursor.
    await t.database.db
      .insertInto('chat_messages')
      .values({
        id: 'new001',
        chat_type: 0,
        chat_id: pair,
        from_id: id.buyer01 as string,
        to_id: id.expert01 as string,
        message_type: '0',
        content: 'fresh',
        extend: null,
        ai_tag: null,
        client_id: null,
        created_at: t.clock.now().toISOString(),
        timestamp: t.clock.now().getTime(),
      })
      .execute();
    const last = await page('expert01', { chatId: pair, chatType: 0, beforeId: 'old051', size: 100 });
    expect(last.data.total).toBe(50);
    expect(contents(last)).toEqual(Array.from({ length: 50 }, (_, k) => `m${50 - k}`));
    // By the friend's id too, and from the other side.
    const byFriend = await page('buyer01', {
      chatId: id.expert01 as string,
      chatType: 0,
      beforeId: 'old002',
      size: 100,
    });
    expect(contents(byFriend)).toEqual(['m1']);
    expect(byFriend.data.records[0].mine).toBe(true);
  });

  it('refuses a cursor that is not a message of the chat, and outsiders', async () => {
    const unknown = await page('expert01', { chatId: pair, chatType: 0, beforeId: 'nope' });
    expect(unknown).toMatchObject({ code: 400, field: 'beforeId' });
    expect(unknown.message).toMatch(/history/i);
    const outsider = await page('agent01', { chatId: pair, chatType: 0, beforeId: 'old100' });
    expect(outsider.code).toBe(403);
  });

  it('finds groups by name with the caller’s state; % and _ match themselves', async () => {
    const open = await chatCall(t, 'POST', CHAT_PATHS.groups, token.buyer01, {
      body: { name: 'Bridge Tender 100%', needCheck: true },
    });
    await chatCall(t, 'POST', CHAT_PATHS.groups, token.buyer01, { body: { name: 'Road works' } });
    const found = await chatCall(t, 'GET', CHAT_PATHS.groupsSearch, token.expert01, {
      query: { keyword: 'bridge' },
    });
    expect(found.code).toBe(200);
    expect(found.data).toEqual([
      expect.objectContaining({ id: open.data.id, needCheck: true, myState: null, memberCount: 1 }),
    ]);
    const percent = await chatCall(t, 'GET', CHAT_PATHS.groupsSearch, token.expert01, {
      query: { keyword: '100%' },
    });
    expect(percent.data.map((g: { id: string }) => g.id)).toEqual([open.data.id]);
    const wildcard = await chatCall(t, 'GET', CHAT_PATHS.groupsSearch, token.expert01, {
      query: { keyword: '_' },
    });
    expect(wildcard.data).toEqual([]);
    const blank = await chatCall(t, 'GET', CHAT_PATHS.groupsSearch, token.expert01, {
      query: { keyword: ' ' },
    });
    expect(blank.data).toEqual([]);
    const noToken = await chatCall(t, 'GET', CHAT_PATHS.groupsSearch, undefined, { query: { keyword: 'x' } });
    expect(noToken.code).toBe(401);

    // Asking to join a needCheck group waits; the search then says so; the owner approves.
    const ask = await chatCall(t, 'POST', chatPath(CHAT_PATHS.groupUsersAdd, open.data.id), token.expert01, {
      body: { userIds: [id.expert01] },
    });
    expect(ask.data).toEqual([expect.objectContaining({ userId: id.expert01, state: '0' })]);
    const waiting = await chatCall(t, 'GET', CHAT_PATHS.groupsSearch, token.expert01, {
      query: { keyword: 'BRIDGE' },
    });
    expect(waiting.data[0]).toMatchObject({ myState: '0', memberCount: 1 });
    // Someone else may not put a third person on the list.
    const other = await chatCall(t, 'POST', chatPath(CHAT_PATHS.groupUsersAdd, open.data.id), token.biz01, {
      body: { userIds: [id.agent01] },
    });
    expect(other.code).toBe(403);
    await chatCall(t, 'POST', chatPath(CHAT_PATHS.groupUsersAdd, open.data.id), token.buyer01, {
      body: { userIds: [id.expert01] },
    });
    const member = await chatCall(t, 'GET', CHAT_PATHS.groupsSearch, token.expert01, {
      query: { keyword: 'bridge' },
    });
    expect(member.data[0]).toMatchObject({ myState: '1', memberCount: 2 });

    // The owner removes the member: the group is gone from their chats.
    const removed = await chatCall(
      t,
      'POST',
      chatPath(CHAT_PATHS.groupUsersDelete, open.data.id),
      token.buyer01,
      { body: { userIds: [id.expert01] } },
    );
    expect(removed.code).toBe(200);
    const chats = await chatCall(t, 'GET', CHAT_PATHS.chats, token.expert01);
    expect(chats.data.map((c: { id: string }) => c.id)).not.toContain(open.data.id);
    const notOwner = await chatCall(
      t,
      'POST',
      chatPath(CHAT_PATHS.groupUsersDelete, open.data.id),
      token.expert01,
      { body: { userIds: [id.buyer01] } },
    );
    expect(notOwner.code).toBe(403);
  });

  it('tells both sides over the websocket when friends or group members change', async () => {
    const base = await t.listen();
    const buyerSocket = await ChatSocket.connectRegistered(base, token.buyer01 as string);
    const bizSocket = await ChatSocket.connectRegistered(base, token.biz01 as string);
    const notice = (kind: string, groupId?: string) => (f: Json) =>
      f.code === 5 && f.message.kind === kind && (groupId === undefined || f.message.id === groupId);
    try {
      await chatCall(t, 'POST', CHAT_PATHS.friendsAdd, token.buyer01, { body: { friendId: id.biz01 } });
      await bizSocket.waitFor(notice('friends'));
      await buyerSocket.waitFor(notice('friends'));

      const group = await chatCall(t, 'POST', CHAT_PATHS.groups, token.buyer01, {
        body: { name: 'Notice group' },
      });
      const groupId = group.data.id as string;
      expect(bizSocket.count(notice('groups', groupId))).toBe(0);
      await chatCall(t, 'POST', chatPath(CHAT_PATHS.groupUsersAdd, groupId), token.buyer01, {
        body: { userIds: [id.biz01] },
      });
      await bizSocket.waitFor(notice('groups', groupId));
      const before = bizSocket.count(notice('groups', groupId));
      await chatCall(t, 'POST', chatPath(CHAT_PATHS.groupUsersDelete, groupId), token.buyer01, {
        body: { userIds: [id.biz01] },
      });
      // The removed member hears of it too, though no longer in the group.
      await bizSocket.waitFor(
        (f) => notice('groups', groupId)(f) && bizSocket.count(notice('groups', groupId)) > before,
      );

      const friendsBefore = bizSocket.count(notice('friends'));
      await chatCall(t, 'DELETE', CHAT_PATHS.friendsDelete, token.buyer01, {
        query: { friendId: id.biz01 as string },
      });
      await bizSocket.waitFor(() => bizSocket.count(notice('friends')) > friendsBefore);
    } finally {
      await buyerSocket.close();
      await bizSocket.close();
    }
  });

  it('checks that a file sent as a voice message is audio', async () => {
    const upload = async (fields: Record<string, string>, file: { name: string; data: Buffer }) => {
      const { payload, contentType } = await multipartBody(fields, file);
      const res = await t.app.inject({
        method: 'POST',
        url: `${CHAT_PREFIX}${CHAT_PATHS.files}?langCode=en`,
        payload,
        headers: { ...authed(token.buyer01 as string), 'content-type': contentType },
      });
      return res.json() as Json;
    };
    const voice = await upload(
      { chatId: id.expert01 as string, chatType: '0', messageType: '3' },
      { name: 'voice.webm', data: WEBM },
    );
    expect(voice).toMatchObject({ code: 200, data: { messageType: '3', mime: 'audio/webm' } });
    const picture = await upload(
      { chatId: id.expert01 as string, chatType: '0', messageType: '3' },
      { name: 'voice', data: PNG },
    );
    expect(picture).toMatchObject({ code: 400, field: 'file' });
    expect(picture.message).toMatch(/voice file/);
    const bad = await upload(
      { chatId: id.expert01 as string, chatType: '0', messageType: '9' },
      { name: 'voice.webm', data: WEBM },
    );
    expect(bad).toMatchObject({ code: 400, field: 'messageType' });
  });
});
