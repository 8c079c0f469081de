import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_PATHS } from '@/shared/contracts/chat';
import { openDatabase } from '@/server/db/database';
import type { Database } from '@/server/db/database';
import { AUTH_PATHS } from '@/shared/contracts/auth';
import { USER_PATHS } from '@/shared/contracts/org-users';
import { authed, signIn } from './support/sign-in';
import {
  type ChatTestApp,
  ChatSocket,
  chatCall,
  createChatTestApp,
  messageWith,
  sleep,
} from './support/chat-support';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

const enabled = Boolean(process.env.TEST_DATABASE_URL) && (await reachable(REDIS_URL));

describe.skipIf(!enabled)('chat across two processes on one PostgreSQL database through Redis', () => {
  let first: ChatTestApp & { databaseUrl?: string };
  let second: ChatTestApp;
  let secondDb: Database;
  const sockets: ChatSocket[] = [];
  let baseA: string;
  let baseB: string;

  beforeAll(async () => {
    first = await createChatTestApp('postgres', { redisUrl: REDIS_URL });
    secondDb = openDatabase({ databaseUrl: first.databaseUrl, dataDir: first.dataDir });
    second = await createChatTestApp('postgres', { redisUrl: REDIS_URL, database: secondDb });
    await Promise.all([first.services.chat.hub.ready(), second.services.chat.hub.ready()]);
    [baseA, baseB] = [await first.listen(), await second.listen()];
  });
  afterAll(async () => {
    for (const socket of sockets) socket.ws.terminate();
    await second?.close();
    await secondDb?.close();
    await first?.close();
  });

  it('delivers a message sent through one process to the friend connected to the other, exactly once', async () => {
    const users = await first.database.db.selectFrom('users').select(['id', 'login_name']).execute();
    const idOf = (name: string) => users.find((u) => u.login_name === name)?.id as string;
    const tokenA = await signIn(first, 'buyer01');
    const tokenB = await signIn(second, 'agent01');
    await chatCall(first, 'POST', CHAT_PATHS.friendsAdd, tokenA, { body: { friendId: idOf('agent01') } });
    const accepted = await chatCall(second, 'POST', CHAT_PATHS.friendsAdd, tokenB, {
      body: { friendId: idOf('buyer01') },
    });
    expect(accepted.data.state).toBe('1');

    const a = await ChatSocket.connectRegistered(baseA, tokenA);
    const aElsewhere = await ChatSocket.connectRegistered(baseB, tokenA);
    const b = await ChatSocket.connectRegistered(baseB, tokenB);
    sockets.push(a, aElsewhere, b);

    a.send(2, { chatId: idOf('agent01'), chatType: 0, content: 'across processes', clientId: 'x-1' });
    const got = await b.waitFor(messageWith('across processes'));
    expect(got.message).toMatchObject({ fromId: idOf('buyer01'), mine: false });
    expect((await aElsewhere.waitFor(messageWith('across processes'))).message.mine).toBe(true);
    expect((await a.waitFor(messageWith('across processes'))).message.clientId).toBe('x-1');

    b.send(2, { chatId: idOf('buyer01'), chatType: 0, content: 'and back', clientId: 'y-1' });
    await a.waitFor(messageWith('and back'));
    await sleep(300);
    expect(b.count(messageWith('across processes'))).toBe(1);
    expect(aElsewhere.count(messageWith('across processes'))).toBe(1);
    expect(a.count(messageWith('across processes'))).toBe(1);
    expect(a.count(messageWith('and back'))).toBe(1);
    expect(aElsewhere.count(messageWith('and back'))).toBe(1);
  });

  it('closes the sockets of a session ended in one process in the other within a second', async () => {
    const invalid = { code: 4401, reason: 'invalid token' };
    const leaving = await signIn(first, 'supplier01');
    const staying = await signIn(first, 'supplier01');
    const there = await ChatSocket.connectRegistered(baseB, leaving);
    const here = await ChatSocket.connectRegistered(baseA, leaving);
    const other = await ChatSocket.connectRegistered(baseB, staying);
    sockets.push(there, here, other);
    const res = await first.app.inject({
      method: 'POST',
      url: `/bidprocurement${AUTH_PATHS.logout}`,
      headers: authed(leaving),
    });
    expect(res.json().header.ret).toBe('0');
    expect(await there.closedWithin(1000)).toEqual(invalid);
    expect(await here.closedWithin(1000)).toEqual(invalid);
    expect(await other.closedWithin(300)).toBeNull();

    // An account stopped through the second process: its sockets in the first close too.
    const admin = await signIn(second, 'admin01');
    const users = await first.database.db.selectFrom('users').select(['id', 'login_name']).execute();
    const expertId = users.find((u) => u.login_name === 'expert01')?.id as string;
    const expert = await ChatSocket.connectRegistered(baseA, await signIn(first, 'expert01'));
    sockets.push(expert);
    const stop = await second.app.inject({
      method: 'POST',
      url: `/bidprocurement${USER_PATHS.userAccountStopOrStart}`,
      headers: authed(admin),
      payload: { userId: expertId, status: '01' },
    });
    expect(stop.json().header.ret).toBe('0');
    expect(await expert.closedWithin(1000)).toEqual(invalid);
  });
});
