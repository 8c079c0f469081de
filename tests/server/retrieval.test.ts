import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retrievalRoutes } from '@/server/features/retrieval/routes';
import { createRetrievalService } from '@/server/features/retrieval/service';
import { createLogProvider } from '@/server/features/sms/provider';
import { createSmsService, type SmsService } from '@/server/features/sms/service';
import type { Clock } from '@/server/lib/clock';
import { hashPassword, verifyPassword } from '@/server/lib/password';
import { AUTH_PATHS } from '@/shared/contracts/auth';
import { randomId } from '@/shared/format/random-id';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';
import { latestSmsCode } from './support/sms-log';

const randomPhone = () => `136${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
const OLD_PASSWORD = 'Old@pass123';
const NEW_PASSWORD = 'New@pass456';

describe.each(TARGETS)('password retrieval on %s', (target) => {
  let t: TestApp;
  let sms: SmsService;
  const revoked: string[] = [];
  let oldHash = '';

  beforeAll(async () => {
    t = await createTestApp(target, {
      extraRoutes: async (api, services, database) => {
        const clock: Clock = { now: () => t.clock.now() };
        sms = createSmsService(database, clock, createLogProvider());
        const retrieval = createRetrievalService({
          database,
          clock,
          sms,
          audit: services.audit,
          verifyPicture: async (captchaId) => captchaId === 'ok',
          revokeAllSessions: async (trx, userId) => {
            // Runs inside the reset's transaction: a query on trx must work.
            await trx.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirstOrThrow();
            revoked.push(userId);
          },
        });
        // Under /t: the app serves the real routes with the real captcha; these use a fake picture check.
        await api.register(retrievalRoutes(retrieval), { prefix: '/t' });
      },
    });
    await sms.ensureTemplates();
    oldHash = await hashPassword(OLD_PASSWORD);
  });
  afterAll(async () => t.close());

  const db = () => t.database.db;
  const post = (path: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/bidprocurement/t${path}?langCode=en`, payload });
  /** Without requestId, which differs on every call. */
  const header = (res: { json(): { header: Record<string, unknown> } }) => {
    const { requestId: _ignored, ...rest } = res.json().header;
    return rest;
  };
  const makeUser = async () => {
    const user = { id: randomId(), loginName: `r${randomId(8)}1`, phone: randomPhone() };
    const now = t.clock.now().toISOString();
    await db()
      .insertInto('users')
      .values({
        id: user.id,
        login_name: user.loginName,
        password_hash: oldHash,
        name: '找回测试',
        phone: user.phone,
        email: null,
        avatar: null,
        sex: null,
        status: '00',
        created_at: now,
        updated_at: now,
      })
      .execute();
    return user;
  };
  const codeFor = (phone: string) => latestSmsCode(db(), phone);
  const check = (account: string, captchaId = 'ok') =>
    post(AUTH_PATHS.retrieveCheck, { account, captchaId, pictureCode: 'AB12' });
  const send = (ticket: string) => post(AUTH_PATHS.retrieveSendCode, { ticket });
  const codeCheck = (ticket: string, smsCode: string) =>
    post(AUTH_PATHS.retrieveCodeCheck, { ticket, smsCode });
  const setPassword = (ticket: string, password = NEW_PASSWORD, confirmPassword = password) =>
    post(AUTH_PATHS.retrieveSetPassword, { ticket, password, confirmPassword });
  const passwordHashOf = async (id: string) =>
    (await db().selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow())
      .password_hash;

  it('resets the password along the whole path and revokes every session', async () => {
    const user = await makeUser();
    const first = await check(user.loginName.toUpperCase());
    expect(first.json().body).toEqual({ ticket: expect.any(String), expiresInSeconds: 600 });
    const ticket1 = first.json().body.ticket as string;
    expect((await send(ticket1)).json().body).toEqual({ retryAfter: 60 });
    const second = await codeCheck(ticket1, await codeFor(user.phone));
    expect(second.json().header.ret).toBe('0');
    const ticket2 = second.json().body.ticket as string;
    expect(ticket2).not.toBe(ticket1);
    const done = await setPassword(ticket2);
    expect(done.json().header.ret).toBe('0');

    const hash = await passwordHashOf(user.id);
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hash, NEW_PASSWORD)).toBe(true);
    expect(await verifyPassword(hash, OLD_PASSWORD)).toBe(false);
    expect(revoked).toContain(user.id);
    const audit = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_id', '=', user.id)
      .where('action', '=', 'resetPassword')
      .executeTakeFirstOrThrow();
    expect(audit.actor_id).toBe(user.id);
    expect(audit.after_summary).not.toContain(NEW_PASSWORD);
    // Tickets are kept only as hashes.
    const stored = await db().selectFrom('retrieval_tickets').select('ticket_hash').execute();
    expect(stored.some((r) => r.ticket_hash === ticket1 || r.ticket_hash === ticket2)).toBe(false);
  });

  it('finds the account by phone, with or without +86', async () => {
    const user = await makeUser();
    const ticket = (await check(`+86${user.phone}`)).json().body.ticket as string;
    await send(ticket);
    expect((await codeCheck(ticket, await codeFor(user.phone))).json().header.ret).toBe('0');
  });

  it('refuses a wrong picture code before looking at the account', async () => {
    const res = await check('nobody1', 'wrong');
    expect(res.json().header).toMatchObject({ ret: '1001', field: 'pictureCode', rule: 'pictureCode' });
  });

  it('answers an unknown account exactly like a known one, and sends nothing', async () => {
    const user = await makeUser();
    const logBefore = (await db().selectFrom('sms_log').select('id').execute()).length;
    const known = await check(user.loginName);
    const unknown = await check(`ghost${randomId(6)}9`);
    expect(header(unknown)).toEqual(header(known));
    expect(Object.keys(unknown.json().body)).toEqual(Object.keys(known.json().body));
    expect(unknown.json().body.expiresInSeconds).toBe(known.json().body.expiresInSeconds);
    const knownTicket = known.json().body.ticket as string;
    const unknownTicket = unknown.json().body.ticket as string;

    const sentKnown = await send(knownTicket);
    const sentUnknown = await send(unknownTicket);
    expect(header(sentUnknown)).toEqual(header(sentKnown));
    expect(sentUnknown.json().body).toEqual(sentKnown.json().body);
    expect((await db().selectFrom('sms_log').select('id').execute()).length).toBe(logBefore + 1);

    // The throttle answers alike too.
    const againKnown = await send(knownTicket);
    const againUnknown = await send(unknownTicket);
    expect(againKnown.statusCode).toBe(429);
    expect(header(againUnknown)).toEqual(header(againKnown));

    const real = await codeFor(user.phone);
    const wrong = real === '999999' ? '888888' : '999999';
    const wrongKnown = await codeCheck(knownTicket, wrong);
    const guessUnknown = await codeCheck(unknownTicket, wrong);
    expect(wrongKnown.statusCode).toBe(400);
    expect(header(guessUnknown)).toEqual(header(wrongKnown));
    expect(header(guessUnknown)).toMatchObject({ field: 'smsCode' });
  });

  it('keeps the ticket after a wrong code, then uses it up with the right one', async () => {
    const user = await makeUser();
    const ticket = (await check(user.loginName)).json().body.ticket as string;
    await send(ticket);
    const code = await codeFor(user.phone);
    const wrong = code === '999999' ? '888888' : '999999';
    expect((await codeCheck(ticket, wrong)).json().header.field).toBe('smsCode');
    expect((await codeCheck(ticket, code)).json().header.ret).toBe('0');
    const reuse = await codeCheck(ticket, code);
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().header).toMatchObject({
      ret: '1008',
      field: 'ticket',
      message: 'This password retrieval step has expired, please start again',
    });
    expect((await send(ticket)).json().header.field).toBe('ticket');
  });

  it('refuses tickets out of order, a reused reset ticket and garbage', async () => {
    const user = await makeUser();
    const ticket1 = (await check(user.loginName)).json().body.ticket as string;
    expect((await setPassword(ticket1)).json().header.field).toBe('ticket');
    await send(ticket1);
    const ticket2 = (await codeCheck(ticket1, await codeFor(user.phone))).json().body.ticket as string;
    expect((await send(ticket2)).json().header.field).toBe('ticket');
    expect((await codeCheck(ticket2, '123456')).json().header.field).toBe('ticket');
    expect((await setPassword(ticket2)).json().header.ret).toBe('0');
    const again = await setPassword(ticket2, 'Other@pass789');
    expect(again.json().header.field).toBe('ticket');
    expect(await verifyPassword(await passwordHashOf(user.id), NEW_PASSWORD)).toBe(true);
    expect((await send('not-a-ticket')).json().header.field).toBe('ticket');
  });

  it('expires tickets after 10 minutes', async () => {
    const user = await makeUser();
    const ticket1 = (await check(user.loginName)).json().body.ticket as string;
    t.clock.advance(10 * 60_000 + 1000);
    expect((await send(ticket1)).json().header.field).toBe('ticket');

    const fresh = (await check(user.loginName)).json().body.ticket as string;
    await send(fresh);
    const ticket2 = (await codeCheck(fresh, await codeFor(user.phone))).json().body.ticket as string;
    t.clock.advance(10 * 60_000 + 1000);
    expect((await setPassword(ticket2)).json().header.field).toBe('ticket');
    expect(await verifyPassword(await passwordHashOf(user.id), OLD_PASSWORD)).toBe(true);
  });

  it('checks the new password rules and changes nothing when they fail', async () => {
    const user = await makeUser();
    const ticket1 = (await check(user.loginName)).json().body.ticket as string;
    await send(ticket1);
    const ticket2 = (await codeCheck(ticket1, await codeFor(user.phone))).json().body.ticket as string;
    const weak = await setPassword(ticket2, 'abcdefgh');
    expect(weak.json().header).toMatchObject({ ret: '1001', field: 'password', rule: 'password' });
    const mismatch = await setPassword(ticket2, NEW_PASSWORD, 'New@pass457');
    expect(mismatch.json().header).toMatchObject({
      field: 'confirmPassword',
      message: 'The password entered twice is inconsistent',
    });
    expect(await verifyPassword(await passwordHashOf(user.id), OLD_PASSWORD)).toBe(true);
    expect(revoked).not.toContain(user.id);
    // The refused attempts did not spend the ticket.
    expect((await setPassword(ticket2)).json().header.ret).toBe('0');
  });
  it('answers a replayed code check (same Idempotency-Key) with the same ticket', async () => {
    const user = await makeUser();
    const ticket = (await check(user.loginName)).json().body.ticket as string;
    await send(ticket);
    const payload = { ticket, smsCode: await codeFor(user.phone) };
    const key = `ret-${randomId(12)}`;
    const call = () =>
      t.app.inject({
        method: 'POST',
        url: `/bidprocurement/t${AUTH_PATHS.retrieveCodeCheck}`,
        payload,
        headers: { 'idempotency-key': key },
      });
    const first = await call();
    const again = await call();
    expect(first.json().header.ret).toBe('0');
    expect(again.json().body).toEqual(first.json().body);
  });
});
