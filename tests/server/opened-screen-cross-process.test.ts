import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@/shared/codes/roles';
import type { ChatWsFrame } from '@/shared/contracts/chat-ws';
import {
  LINE_CONFIRMATION,
  OPENED_SCREEN_PATHS as O,
  OPENED_SCREEN_WS_CODE,
  type OpenedScreenFrame,
} from '@/shared/contracts/opened-screen';
import { TENDER_PATHS as P } from '@/shared/contracts/tender-paths';
import { randomId } from '@/shared/format/random-id';
import { type Database, openDatabase } from '@/server/db/database';
import { bodyOf, type Json } from './support/admin-call';
import { type ChatTestApp, ChatSocket, createChatTestApp, sleep } from './support/chat-support';
import { offerCalls } from './support/offer-calls';
import { authed, signIn } from './support/sign-in';
import { tenderParties } from './support/tender-party-fixtures';

const DAY = 86_400_000;
const REDIS_URL = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
process.env.OFFER_KEK = randomBytes(32).toString('base64');

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

const openedFrame = (kind: OpenedScreenFrame['kind'], projectId: string) => (f: ChatWsFrame<Json>) =>
  f.code === OPENED_SCREEN_WS_CODE &&
  (f.message as OpenedScreenFrame).kind === kind &&
  (f.message as OpenedScreenFrame).record.projectId === projectId;

/**
 * The opened screen's live frames across two server processes on one PostgreSQL database, fanned out
 * through Redis: a watcher connected to either process gets each frame exactly once, wherever the
 * opening or the answer ran.
 */
describe.skipIf(!enabled)('opened screen across two processes through Redis', () => {
  let first: ChatTestApp & { databaseUrl?: string };
  let second: ChatTestApp;
  let secondDb: Database;
  const sockets: ChatSocket[] = [];
  const fx = tenderParties(() => first);
  let project = '';
  const { call, send, signInAll } = offerCalls(() => first, {
    s1: 'supplier01',
    s2: 'oxsup02',
    buyer: 'buyer01',
  });

  beforeAll(async () => {
    first = await createChatTestApp('postgres', { redisUrl: REDIS_URL });
    secondDb = openDatabase({ databaseUrl: first.databaseUrl, dataDir: first.dataDir });
    second = await createChatTestApp('postgres', { redisUrl: REDIS_URL, database: secondDb });
    await Promise.all([first.services.chat.hub.ready(), second.services.chat.hub.ready()]);
    const s2 = await fx.addOrg('OX-S2', '跨进程投标人', '03');
    await fx.addUser('oxsup02', 'oxsup02', s2, ROLES.FORMAL_SUPPLIER);
    await signInAll();
    project = await fx.addProject(await fx.orgId('GROUP-PROC'), { code: 'OX-0001' });
    await fx.addSignup(project, await fx.orgId('SUPPLIER-01'), '01');
    await fx.addSignup(project, s2, '01');
    bodyOf((await send('s1', project, { totalPrice: '500.00', deliveryDays: 3 })).res);
    first.clock.advance(60_000);
    bodyOf((await send('s2', project, { totalPrice: '480.00', deliveryDays: 4 })).res);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.ws.terminate();
    await second?.close();
    await secondDb?.close();
    await first?.close();
  });

  it('delivers the opening and each answer to the watchers on both processes, exactly once', async () => {
    for (const app of [first, second]) app.clock.advance(8 * DAY);
    await signInAll();
    const [baseA, baseB] = [await first.listen(), await second.listen()];
    const buyerOnB = await ChatSocket.connectRegistered(baseB, await signIn(second, 'buyer01'));
    const s1OnA = await ChatSocket.connectRegistered(baseA, await signIn(first, 'supplier01'));
    const s2OnB = await ChatSocket.connectRegistered(baseB, await signIn(second, 'oxsup02'));
    sockets.push(buyerOnB, s1OnA, s2OnB);

    // The buyer opens through the first process.
    bodyOf(await call('buyer', P.offerOpen, { projectId: project }, randomId()));
    for (const socket of [buyerOnB, s1OnA, s2OnB]) {
      const frame = await socket.waitFor(openedFrame('opened', project));
      expect((frame.message as OpenedScreenFrame).record.lines.map((l) => l.totalPrice)).toEqual([
        '500.00',
        '480.00',
      ]);
    }

    // The second bidder confirms through the second process.
    const token = await signIn(second, 'oxsup02');
    const s1Org = await fx.orgId('SUPPLIER-01');
    const offerId = (await fx.offers(project)).find((o) => o.supplier_depart_id !== s1Org)?.id as string;
    const res = await second.app.inject({
      method: 'POST',
      url: `/bidprocurement${O.confirm}?langCode=en`,
      payload: { projectId: project, offerId },
      headers: { ...authed(token), 'idempotency-key': randomId() },
    });
    expect(res.json().header.ret, res.body).toBe('0');
    for (const socket of [buyerOnB, s1OnA, s2OnB]) {
      const frame = await socket.waitFor(openedFrame('confirmation', project));
      const line = (frame.message as OpenedScreenFrame).record.lines.find((l) => l.offerId === offerId);
      expect(line?.confirmation).toBe(LINE_CONFIRMATION.CONFIRMED);
    }
    await sleep(300);
    for (const socket of [buyerOnB, s1OnA, s2OnB]) {
      expect(socket.count(openedFrame('opened', project))).toBe(1);
      expect(socket.count(openedFrame('confirmation', project))).toBe(1);
    }
  });
});
