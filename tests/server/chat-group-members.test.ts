import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHAT_PATHS } from '@/shared/contracts/chat';
import { createGroupMembersCache, type GroupMembers } from '@/server/features/chat/group-members';
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

const MESSAGE = 2;
const ERROR = 4;
const REDIS_URL = process.env.TEST_REDIS_URL;

/** A socket gets nothing more of these contents once `settled` has arrived elsewhere and a pause. */
async function nothingMore(socket: ChatSocket, content: string) {
  await sleep(200);
  expect(socket.count(messageWith(content))).toBe(0);
}

describe('the group members cache', () => {
  it('answers at once once loaded, and reads again when a change overtakes a load', async () => {
    let version = 0;
    let release: (() => void) | undefined;
    const loads: number[] = [];
    const cache = createGroupMembersCache(async () => {
      const seen = version;
      loads.push(seen);
      if (seen === 0) await new Promise<void>((resolve) => (release = resolve));
      return new Map([[`user-${seen}`, 0]]);
    });
    const first = cache.get('g');
    expect(first).toBeInstanceOf(Promise);
    await sleep(0);
    // A member changes while the first load is under way: its answer must not be kept or given.
    version = 1;
    cache.invalidate(['g']);
    release?.();
    expect([...(await first).keys()]).toEqual(['user-1']);
    const held = cache.get('g') as GroupMembers;
    expect(held).not.toBeInstanceOf(Promise);
    expect([...held.keys()]).toEqual(['user-1']);
    expect(loads).toEqual([0, 1]);
    version = 2;
    cache.clear();
    expect([...(await cache.get('g')).keys()]).toEqual(['user-2']);
  });

  it('keeps at most the given number of groups, dropping the least recently used', async () => {
    const cache = createGroupMembersCache(async (id) => new Map([[id, 0]]), 2);
    await cache.get('a');
    await cache.get('b');
    cache.get('a');
    await cache.get('c');
    expect(cache.get('a')).not.toBeInstanceOf(Promise);
    expect(cache.get('b')).toBeInstanceOf(Promise);
  });
});

describe.each(TARGETS)('group members held in memory on %s', (target) => {
  let t: ChatTestApp;
  let base: string;
  const token: Record<string, string> = {};
  const id: Record<string, string> = {};
  const open: ChatSocket[] = [];
  const connect = async (name: string) => {
    const socket = await ChatSocket.connectRegistered(base, token[name] as string);
    open.push(socket);
    return socket;
  };
  const call = (who: string, path: string, body: object) =>
    chatCall(t, 'POST', path, token[who], { body }).then((reply) => {
      expect(reply.code).toBe(200);
      return reply;
    });

  beforeAll(async () => {
    t = await createChatTestApp(target);
    base = await t.listen();
    for (const row of await t.database.db.selectFrom('users').select(['id', 'login_name']).execute()) {
      id[row.login_name] = row.id;
    }
    for (const name of ['buyer01', 'agent01', 'supplier01', 'expert01']) token[name] = await signIn(t, name);
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(async () => {
    for (const socket of open) socket.ws.terminate();
    await t.close();
  });

  it('follows additions, removals and leaving at once, and serialises each message once', async () => {
    const group = await call('buyer01', CHAT_PATHS.groups, { name: 'held', userIds: [id.agent01] });
    const groupId = group.data.id as string;
    const owner = await connect('buyer01');
    const ownerElsewhere = await connect('buyer01');
    const agent = await connect('agent01');
    const supplier = await connect('supplier01');
    const say = (content: string) =>
      owner.send(MESSAGE, { chatId: groupId, chatType: 1, content, clientId: content });

    const stringify = vi.spyOn(JSON, 'stringify');
    say('one');
    expect((await agent.waitFor(messageWith('one'))).message.mine).toBe(false);
    expect((await ownerElsewhere.waitFor(messageWith('one'))).message.mine).toBe(true);
    expect((await owner.waitFor(messageWith('one'))).message.clientId).toBe('one');
    // The server's frames (the client's own frame has no `mine`): one text for every recipient and
    // one for the sender's sockets, its acknowledgement included.
    const frames = stringify.mock.calls
      .map(([value]) => value as Json)
      .filter((v) => v?.code === MESSAGE && v.message?.content === 'one' && 'mine' in v.message);
    expect(frames.map((f) => f.message.mine).sort()).toEqual([false, true]);
    stringify.mockRestore();
    await nothingMore(supplier, 'one');
    // Held now: the next send needs no query for the members.
    expect(t.services.chat.groups.membersOf(groupId)).not.toBeInstanceOf(Promise);

    await call('buyer01', CHAT_PATHS.groupUsersAdd.replace(':id', groupId), { userIds: [id.supplier01] });
    say('two');
    await supplier.waitFor(messageWith('two'));
    await agent.waitFor(messageWith('two'));

    await call('buyer01', CHAT_PATHS.groupUsersDelete.replace(':id', groupId), { userIds: [id.agent01] });
    say('three');
    await supplier.waitFor(messageWith('three'));
    await nothingMore(agent, 'three');
    agent.send(MESSAGE, { chatId: groupId, chatType: 1, content: 'still here?', clientId: 'gone-1' });
    expect((await agent.waitFor((f) => f.code === ERROR)).message).toMatchObject({
      clientId: 'gone-1',
      code: 403,
    });

    await call('supplier01', CHAT_PATHS.groupExit.replace(':id', groupId), {});
    say('four');
    await ownerElsewhere.waitFor(messageWith('four'));
    await nothingMore(supplier, 'four');
  });

  it('refuses a message of someone removed even while this process still holds them as a member', async () => {
    const group = await call('buyer01', CHAT_PATHS.groups, { name: 'stale', userIds: [id.expert01] });
    const groupId = group.data.id as string;
    const expert = await connect('expert01');
    const owner = await connect('buyer01');
    expert.send(MESSAGE, { chatId: groupId, chatType: 1, content: 'before', clientId: 'st-1' });
    await owner.waitFor(messageWith('before'));
    // Removed by another process that has not told this one yet: only the database knows.
    await t.database.db
      .deleteFrom('chat_group_members')
      .where('group_id', '=', groupId)
      .where('user_id', '=', id.expert01 as string)
      .execute();
    expect(
      ((await t.services.chat.groups.membersOf(groupId)) as GroupMembers).has(id.expert01 as string),
    ).toBe(true);
    expert.send(MESSAGE, { chatId: groupId, chatType: 1, content: 'after', clientId: 'st-2' });
    expect((await expert.waitFor((f) => f.code === ERROR)).message).toMatchObject({
      clientId: 'st-2',
      code: 403,
    });
    const stored = await t.database.db
      .selectFrom('chat_messages')
      .select('id')
      .where('client_id', '=', 'st-2')
      .execute();
    expect(stored).toHaveLength(0);
    await nothingMore(owner, 'after');
  });
});

describe.skipIf(!REDIS_URL).each(TARGETS)(
  'group members across two app instances through Redis on %s',
  (target) => {
    let first: ChatTestApp;
    let second: ChatTestApp;
    const open: ChatSocket[] = [];
    let baseA: string;
    let baseB: string;
    const token: Record<string, string> = {};
    const id: Record<string, string> = {};

    beforeAll(async () => {
      first = await createChatTestApp(target, { redisUrl: REDIS_URL });
      // The second instance shares the first one's database, as two processes would.
      second = await createChatTestApp(target, { redisUrl: REDIS_URL, database: first.database });
      await Promise.all([first.services.chat.hub.ready(), second.services.chat.hub.ready()]);
      [baseA, baseB] = [await first.listen(), await second.listen()];
      for (const row of await first.database.db.selectFrom('users').select(['id', 'login_name']).execute()) {
        id[row.login_name] = row.id;
      }
      for (const name of ['buyer01', 'agent01', 'supplier01', 'expert01'])
        token[name] = await signIn(first, name);
    });
    afterAll(async () => {
      for (const socket of open) socket.ws.terminate();
      await second?.close();
      await first?.close();
    });

    it('forgets a changed group in the other instance before any later message reaches it', async () => {
      const connect = async (baseUrl: string, name: string) => {
        const socket = await ChatSocket.connectRegistered(baseUrl, token[name] as string);
        open.push(socket);
        return socket;
      };
      const created = await chatCall(first, 'POST', CHAT_PATHS.groups, token.buyer01, {
        body: { name: 'two processes', userIds: [id.agent01, id.supplier01] },
      });
      const groupId = created.data.id as string;
      const ownerOnA = await connect(baseA, 'buyer01');
      const ownerOnB = await connect(baseB, 'buyer01');
      const agentOnA = await connect(baseA, 'agent01');
      const supplierOnB = await connect(baseB, 'supplier01');
      const expertOnA = await connect(baseA, 'expert01');
      ownerOnA.send(MESSAGE, { chatId: groupId, chatType: 1, content: 'x-one', clientId: 'x-one' });
      await agentOnA.waitFor(messageWith('x-one'));
      await supplierOnB.waitFor(messageWith('x-one'));
      expect(first.services.chat.groups.membersOf(groupId)).not.toBeInstanceOf(Promise);

      // Changed through the second instance; the first one held the old members.
      const removed = await chatCall(
        second,
        'POST',
        CHAT_PATHS.groupUsersDelete.replace(':id', groupId),
        token.buyer01,
        {
          body: { userIds: [id.agent01] },
        },
      );
      expect(removed.code).toBe(200);
      ownerOnB.send(MESSAGE, { chatId: groupId, chatType: 1, content: 'x-two', clientId: 'x-two' });
      await supplierOnB.waitFor(messageWith('x-two'));
      await nothingMore(agentOnA, 'x-two');

      const added = await chatCall(
        second,
        'POST',
        CHAT_PATHS.groupUsersAdd.replace(':id', groupId),
        token.buyer01,
        {
          body: { userIds: [id.expert01] },
        },
      );
      expect(added.code).toBe(200);
      ownerOnA.send(MESSAGE, { chatId: groupId, chatType: 1, content: 'x-three', clientId: 'x-three' });
      expect((await expertOnA.waitFor(messageWith('x-three'))).message.mine).toBe(false);
      await supplierOnB.waitFor(messageWith('x-three'));
      await nothingMore(agentOnA, 'x-three');
      for (const socket of [agentOnA, supplierOnB, expertOnA]) {
        expect(socket.count((f: Json) => f.code === MESSAGE && f.message.mine === false)).toBe(
          socket === agentOnA ? 1 : socket === supplierOnB ? 3 : 1,
        );
      }
    });
  },
);
