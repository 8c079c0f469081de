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
  messageWith,
  multipartBody,
  sleep,
} from './support/chat-support';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(200, 7),
]);
const NAMES = ['buyer01', 'biz01', 'tempbuyer01', 'agent01', 'supplier01', 'expert01', 'tempexpert01'];

describe.each(TARGETS)(
  'chat privacy: private groups, history from the join, contact details on %s',
  (target) => {
    let t: ChatTestApp;
    const token: Record<string, string> = {};
    const id: Record<string, string> = {};

    const call = (who: string, method: 'GET' | 'POST' | 'PUT', path: string, options = {}) =>
      chatCall(t, method, path, token[who], options);
    const say = (who: string, groupId: string, content: string, extend?: Json) =>
      t.services.chat.send(id[who] as string, {
        chatId: groupId,
        chatType: 1,
        messageType: extend ? '1' : '0',
        content,
        ...(extend ? { extend } : {}),
      });
    const contents = (messages: Json[]) => messages.map((m: Json) => m.content);
    const history = async (who: string, groupId: string) => {
      const latest = await call(who, 'GET', CHAT_PATHS.messages, { query: { chatId: groupId, type: 1 } });
      const page = await call(who, 'GET', CHAT_PATHS.messagesPage, {
        query: { chatId: groupId, chatType: 1, current: 1, size: 100 },
      });
      return { latest, page };
    };
    const uploadImage = async (who: string, groupId: string) => {
      const { payload, contentType } = await multipartBody(
        { chatId: groupId, chatType: '1' },
        { name: 'plan.png', data: PNG },
      );
      const res = await t.app.inject({
        method: 'POST',
        url: `${CHAT_PREFIX}${CHAT_PATHS.files}`,
        payload,
        headers: { ...authed(token[who] as string), 'content-type': contentType },
      });
      expect(res.json().code, res.body).toBe(200);
      return res.json().data as { url: string; fileName: string };
    };
    /** 200 with the bytes, else the chat envelope's code (refusals answer HTTP 200 too). */
    const fetchFile = async (who: string, url: string) => {
      const res = await t.app.inject({ method: 'GET', url, headers: authed(token[who] as string) });
      return res.headers['content-type']?.toString().startsWith('image/') ? res.statusCode : res.json().code;
    };

    beforeAll(async () => {
      t = await createChatTestApp(target);
      for (const row of await t.database.db.selectFrom('users').select(['id', 'login_name']).execute()) {
        id[row.login_name] = row.id;
      }
      for (const name of NAMES) token[name] = await signIn(t, name);
    });
    afterAll(async () => t.close());

    it('makes a new group private: a stranger’s own join waits for the owner, and they see no detail', async () => {
      const created = await call('buyer01', 'POST', CHAT_PATHS.groups, { body: { name: '保密小组' } });
      expect(created.data).toMatchObject({ needCheck: true, shareHistory: false, myState: '1' });
      const groupId = created.data.id as string;
      await say('buyer01', groupId, 'private words');

      const join = await call('expert01', 'POST', chatPath(CHAT_PATHS.groupUsersAdd, groupId), {
        body: { userIds: [id.expert01] },
      });
      expect(join.data).toEqual([expect.objectContaining({ userId: id.expert01, state: '0' })]);
      // Waiting, or not even that: no detail, no members, no history.
      for (const who of ['expert01', 'supplier01']) {
        expect((await call(who, 'GET', chatPath(CHAT_PATHS.group, groupId))).code).toBe(403);
        expect((await call(who, 'GET', chatPath(CHAT_PATHS.groupUsers, groupId))).code).toBe(403);
        const { latest, page } = await history(who, groupId);
        expect([latest.code, page.code]).toEqual([403, 403]);
      }
      // The owner and the members still see it.
      const detail = await call('buyer01', 'GET', chatPath(CHAT_PATHS.group, groupId));
      expect(detail.data).toMatchObject({ name: '保密小组', memberCount: 1, myState: '1' });
    });

    it('lets someone joining an open group read from their join on, files included', async () => {
      const created = await call('buyer01', 'POST', CHAT_PATHS.groups, {
        body: { name: 'Open bridge', needCheck: false, userIds: [] },
      });
      const groupId = created.data.id as string;
      expect(created.data).toMatchObject({ needCheck: false, shareHistory: false });
      const before = await say('buyer01', groupId, 'said before');
      const oldImage = await uploadImage('buyer01', groupId);
      await say('buyer01', groupId, 'old picture', { url: oldImage.url, fileName: oldImage.fileName });

      const base = await t.listen();
      const socket = await ChatSocket.connectRegistered(base, token.supplier01 as string);
      try {
        const join = await call('supplier01', 'POST', chatPath(CHAT_PATHS.groupUsersAdd, groupId), {
          body: { userIds: [id.supplier01] },
        });
        expect(join.data).toEqual([expect.objectContaining({ userId: id.supplier01, state: '1' })]);
        const joined = await history('supplier01', groupId);
        expect(joined.latest.data).toEqual([]);
        expect(joined.page.data).toMatchObject({ records: [], total: 0 });
        const chats = await call('supplier01', 'GET', CHAT_PATHS.chats);
        expect(chats.data.find((c: Json) => c.id === groupId)).toMatchObject({
          lastMessage: null,
          unreadCount: 0,
        });
        expect(await fetchFile('supplier01', oldImage.url)).toBe(403);
        expect(await fetchFile('buyer01', oldImage.url)).toBe(200);

        await say('buyer01', groupId, 'said after');
        const newImage = await uploadImage('buyer01', groupId);
        await say('buyer01', groupId, 'new picture', { url: newImage.url, fileName: newImage.fileName });
        await socket.waitFor(messageWith('said after'));
        const after = await history('supplier01', groupId);
        expect(contents(after.latest.data)).toEqual(['said after', 'new picture']);
        expect(after.page.data.total).toBe(2);
        expect(await fetchFile('supplier01', newImage.url)).toBe(200);
        // Paging back from the first visible message reaches nothing older; a hidden one is no cursor.
        const pageBefore = (beforeId: string) =>
          call('supplier01', 'GET', CHAT_PATHS.messagesPage, {
            query: { chatId: groupId, chatType: 1, current: 1, size: 100, beforeId },
          });
        expect((await pageBefore(after.latest.data[0].id)).data).toMatchObject({ records: [], total: 0 });
        expect(await pageBefore(before.id)).toMatchObject({ code: 400, field: 'beforeId' });
        // The unread push on ready carries only what came after the join.
        socket.send(1, 'ready');
        await sleep(300);
        expect(socket.count(messageWith('said before'))).toBe(0);
      } finally {
        socket.ws.terminate();
      }
    });

    it('shows the earlier history to later members when the owner shares it, and never to outsiders', async () => {
      const created = await call('buyer01', 'POST', CHAT_PATHS.groups, {
        body: { name: 'Shared history', needCheck: false },
      });
      const groupId = created.data.id as string;
      await say('buyer01', groupId, 'minutes of the first meeting');
      expect(
        (await call('agent01', 'PUT', chatPath(CHAT_PATHS.group, groupId), { body: { shareHistory: true } }))
          .code,
      ).toBe(403);
      const shared = await call('buyer01', 'PUT', chatPath(CHAT_PATHS.group, groupId), {
        body: { shareHistory: true },
      });
      expect(shared.data).toMatchObject({ shareHistory: true });
      await call('agent01', 'POST', chatPath(CHAT_PATHS.groupUsersAdd, groupId), {
        body: { userIds: [id.agent01] },
      });
      expect(contents((await history('agent01', groupId)).latest.data)).toEqual([
        'minutes of the first meeting',
      ]);

      // Turned off again: the next newcomer starts at the join, the member before keeps what they had.
      await call('buyer01', 'PUT', chatPath(CHAT_PATHS.group, groupId), { body: { shareHistory: false } });
      await call('buyer01', 'POST', chatPath(CHAT_PATHS.groupUsersAdd, groupId), {
        body: { userIds: [id.expert01] },
      });
      expect((await history('expert01', groupId)).latest.data).toEqual([]);
      expect(contents((await history('agent01', groupId)).latest.data)).toEqual([
        'minutes of the first meeting',
      ]);
      expect((await history('supplier01', groupId)).latest.code).toBe(403);
    });

    it('gives strangers names and organisations only; colleagues and friends also phone and e-mail', async () => {
      const card = async (viewer: string, whom: string) =>
        (await call(viewer, 'GET', chatPath(CHAT_PATHS.user, id[whom] as string))).data;
      const hidden = { sex: null, mobile: null, email: null };

      expect(await card('buyer01', 'agent01')).toMatchObject({
        name: '陈代理',
        deptName: expect.any(String),
        ...hidden,
      });
      expect(await card('buyer01', 'expert01')).toMatchObject({ name: '郑专家', ...hidden });
      // The expert pool is no organisation: experts do not see each other's contacts.
      expect(await card('tempexpert01', 'expert01')).toMatchObject(hidden);
      // Same organisation (GROUP-BIZ).
      expect(await card('buyer01', 'biz01')).toMatchObject({
        mobile: '13800000003',
        email: 'biz01@bidline.test',
      });

      // A friend request is not a friendship: the asker stays a stranger until accepted.
      await call('tempexpert01', 'POST', CHAT_PATHS.friendsAdd, { body: { friendId: id.agent01 } });
      const requests = await call('agent01', 'GET', CHAT_PATHS.friends, { query: { state: '0' } });
      const request = requests.data.find((f: Json) => f.user.id === id.tempexpert01);
      expect(request.user).toMatchObject({ name: '冯专家', ...hidden });
      expect(await card('agent01', 'tempexpert01')).toMatchObject(hidden);
      await call('agent01', 'POST', CHAT_PATHS.friendsAdd, { body: { friendId: id.tempexpert01 } });
      expect(await card('agent01', 'tempexpert01')).toMatchObject({ mobile: '13800000010' });
      expect(await card('tempexpert01', 'agent01')).toMatchObject({ email: 'agent01@bidline.test' });

      // Department lists and group member lists follow the same rule.
      const orgs = await t.database.db.selectFrom('organisations').select(['id', 'code']).execute();
      const agency = orgs.find((o) => o.code === 'AGENCY-01')?.id as string;
      const deptUsers = await call('buyer01', 'GET', chatPath(CHAT_PATHS.deptUsers, agency));
      expect(deptUsers.data.length).toBeGreaterThan(0);
      for (const user of deptUsers.data) expect(user).toMatchObject(hidden);
      const group = await call('buyer01', 'POST', CHAT_PATHS.groups, {
        body: { name: 'Mixed', userIds: [] },
      });
      await call('buyer01', 'POST', chatPath(CHAT_PATHS.groupUsersAdd, group.data.id), {
        body: { userIds: [id.biz01, id.expert01] },
      });
      const members = await call('expert01', 'GET', chatPath(CHAT_PATHS.groupUsers, group.data.id));
      const memberUser = (who: string) => members.data.find((m: Json) => m.userId === id[who]).user;
      expect(memberUser('biz01')).toMatchObject(hidden);
      expect(memberUser('expert01')).toMatchObject({ mobile: '13800000009' });
    });

    it('finds strangers by name or their whole number, but a number fragment only among colleagues and friends', async () => {
      const search = async (viewer: string, keyword: string) =>
        (await call(viewer, 'GET', CHAT_PATHS.usersSearch, { query: { keyword } })).data as Json[];
      const fragment = await search('buyer01', '1380000000');
      const found = new Map(fragment.map((u) => [u.id, u]));
      expect(found.get(id.biz01)).toMatchObject({ mobile: '13800000003' });
      expect(found.get(id.tempbuyer01)).toMatchObject({ mobile: '13800000004' });
      for (const stranger of ['agent01', 'supplier01', 'expert01', 'admin01'])
        expect(found.has(id[stranger])).toBe(false);

      const whole = await search('buyer01', '13800000009');
      expect(whole).toEqual([
        expect.objectContaining({ id: id.expert01, name: '郑专家', mobile: null, email: null }),
      ]);
      const byName = await search('buyer01', '专家');
      expect(byName.map((u) => u.id)).toContain(id.expert01);
      for (const user of byName) expect(user.mobile).toBeNull();
    });
  },
);
