import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@/shared/codes/roles';
import { NOTIFICATION_PATHS as P } from '@/shared/contracts/notification-paths';
import {
  NOTIFICATION_WS_CODE,
  type NotifyInput,
  notificationSmsTemplate,
} from '@/shared/contracts/notifications';
import { transact } from '@/server/db/transact';
import type { Actor } from '@/server/lib/request-context';
import { signIn } from './support/sign-in';
import { tenderCalls } from './support/tender-calls';
import { tenderParties } from './support/tender-party-fixtures';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

/** Lets the onCommit work (frames, SMS) run: it starts after the commit on a later tick. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

/**
 * Notifications (issue 17): areas send them in their own transaction; recipients resolve to active
 * users (the project's buyer side with its entrusted agency, approved signups' users, the committee),
 * never the actor; a rolled-back send leaves nothing; once committed each recipient's sockets get a
 * live frame and, where the event's template is enabled, an SMS. Each user reads only their own.
 */
describe.each(TARGETS)('notifications on %s', (target) => {
  let t: TestApp;
  const fx = tenderParties(() => t);
  const { call, body, header } = tenderCalls(() => t);
  const token: Record<string, string> = {};
  const as = (login: string) => token[login] as string;
  const ids: Record<string, string> = {};
  let project = '';
  /** Frames the fake sockets received, per user id. */
  const frames: Record<string, unknown[]> = {};

  const actor = (userId: string) => ({ userId, roleCode: 'X', departId: null }) as unknown as Actor;
  async function send(input: NotifyInput, fail = false): Promise<number> {
    return transact(t.database, t.clock, { actor: actor(input.actorUserId ?? 'system') }, async (trx) => {
      const n = await t.services.notifications.send(trx, input);
      if (fail) throw new Error('rolled back');
      return n;
    });
  }
  const recipientsOf = async (event: string) =>
    (await t.database.db.selectFrom('notifications').select('user_id').where('event', '=', event).execute())
      .map((r) => r.user_id)
      .sort();
  const smsTo = async (templateCode: string) =>
    t.database.db.selectFrom('sms_log').selectAll().where('template_code', '=', templateCode).execute();

  beforeAll(async () => {
    t = await createTestApp(target);
    const buyer = await fx.addOrg('NT-BUY', 'Notify buyer', '01');
    const agency = await fx.addOrg('NT-AGT', 'Notify agency', '02');
    const s1 = await fx.addOrg('NT-S1', 'Notify supplier 1', '03');
    const s2 = await fx.addOrg('NT-S2', 'Notify supplier 2', '03');
    const s3 = await fx.addOrg('NT-S3', 'Notify supplier 3', '03');
    ids.buyerA = await fx.addUser('ntbuyera', 'Buyer A', buyer, ROLES.FORMAL_BUYER);
    ids.buyerB = await fx.addUser('ntbuyerb', 'Buyer B', buyer, ROLES.FORMAL_BUYER);
    ids.agent = await fx.addUser('ntagent', 'Agent', agency, ROLES.FORMAL_AGENT);
    ids.sup1 = await fx.addUser('ntsup1', 'Supplier 1', s1, ROLES.FORMAL_SUPPLIER);
    ids.sup1b = await fx.addUser('ntsup1b', 'Supplier 1b', s1, ROLES.FORMAL_SUPPLIER);
    ids.sup1off = await fx.addUser('ntsup1off', 'Supplier 1 stopped', s1, ROLES.FORMAL_SUPPLIER);
    ids.sup2 = await fx.addUser('ntsup2', 'Supplier 2', s2, ROLES.FORMAL_SUPPLIER);
    ids.sup3 = await fx.addUser('ntsup3', 'Supplier 3', s3, ROLES.FORMAL_SUPPLIER);
    ids.expert = await fx.addUser(
      'ntexpert',
      'Expert',
      await fx.addOrg('NT-EXP', 'Experts', '04'),
      ROLES.FORMAL_EXPERT,
    );
    await t.database.db.updateTable('users').set({ status: '01' }).where('id', '=', ids.sup1off).execute();
    await t.database.db
      .updateTable('users')
      .set({ phone: '13900000001' })
      .where('id', '=', ids.sup1)
      .execute();
    await t.database.db
      .updateTable('users')
      .set({ phone: '13900000002' })
      .where('id', '=', ids.sup2)
      .execute();
    project = await fx.addProject(buyer, { name: '通知项目', code: 'NT-0001' });
    await t.database.db
      .updateTable('tender_projects')
      .set({ agency_org_id: agency })
      .where('id', '=', project)
      .execute();
    await fx.addSignup(project, s1, '01');
    await fx.addSignup(project, s2, '01');
    await fx.addSignup(project, s3, '00');
    await t.database.db
      .insertInto('evaluation_tasks')
      .values({
        id: 'nt-task-1',
        project_id: project,
        expert_user_id: ids.expert,
        status: '00',
        assigned_by: ids.buyerA,
        assigned_at: t.clock.now().toISOString(),
        updated_at: t.clock.now().toISOString(),
      })
      .execute();
    for (const login of ['ntsup1', 'ntsup1b', 'ntsup2']) token[login] = await signIn(t, login);
    // Fake open sockets of two users in this process: the chat hub serves frames to them.
    for (const user of [ids.sup1, ids.sup2] as string[]) {
      frames[user] = [];
      t.services.chat.hub.add({
        id: `sock-${user}`,
        userId: user,
        send: (text) => frames[user]?.push(JSON.parse(text)),
      });
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it('resolves the project buyer side with its entrusted agency, without the actor', async () => {
    const n = await send({
      event: 'questionAsked',
      to: { projectBuyers: project },
      projectId: project,
      titleKey: 'questions:notify.askedTitle',
      bodyKey: 'questions:notify.askedBody',
      actorUserId: ids.buyerB,
    });
    expect(n).toBe(2);
    expect(await recipientsOf('questionAsked')).toEqual([ids.buyerA, ids.agent].sort());
  });

  it('resolves approved signups to their active users, and the committee', async () => {
    await send({
      event: 'clarificationReleased',
      to: { projectSignedUp: project },
      projectId: project,
      titleKey: 'clarifications:notify.releasedTitle',
      bodyKey: 'clarifications:notify.releasedBody',
      vars: { title: 'Clarification 1' },
      link: `/procurement/procClarificationDetail?id=c1`,
      actorUserId: ids.buyerA,
    });
    // Supplier 3's signup is pending and the stopped user gets nothing.
    expect(await recipientsOf('clarificationReleased')).toEqual([ids.sup1, ids.sup1b, ids.sup2].sort());
    await send({
      event: 'evaluationClarificationReplied',
      to: { projectCommittee: project },
      projectId: project,
      titleKey: 'x:t',
      bodyKey: 'x:b',
      actorUserId: ids.sup1,
    });
    expect(await recipientsOf('evaluationClarificationReplied')).toEqual([ids.expert]);
    // Named users and organisations: inactive and actor left out, duplicates once.
    expect(
      await send({
        event: 'objectionDue',
        to: { userIds: [ids.sup1off, ids.sup2, ids.sup2, ids.buyerA] as string[] },
        titleKey: 'x:t',
        bodyKey: 'x:b',
        actorUserId: ids.buyerA,
      }),
    ).toBe(1);
    expect(await recipientsOf('objectionDue')).toEqual([ids.sup2]);
  });

  it('delivers a live frame to each recipient once committed, and nothing when rolled back', async () => {
    await settle();
    const received = frames[ids.sup1 as string]?.filter(
      (f) => (f as { code: number }).code === NOTIFICATION_WS_CODE,
    ) as { message: { event: string; vars: Record<string, string>; link: string } }[];
    const released = received.find((f) => f.message.event === 'clarificationReleased');
    expect(released?.message.vars).toMatchObject({
      title: 'Clarification 1',
      projectCode: 'NT-0001',
      projectName: '通知项目',
    });
    expect(released?.message.link).toBe('/procurement/procClarificationDetail?id=c1');
    const before = frames[ids.sup2 as string]?.length ?? 0;
    await expect(
      send(
        {
          event: 'objectionAnswered',
          to: { departIds: [await fx.orgId('NT-S2')] },
          titleKey: 'x:t',
          bodyKey: 'x:b',
        },
        true,
      ),
    ).rejects.toThrow('rolled back');
    await settle();
    expect(await recipientsOf('objectionAnswered')).toEqual([]);
    expect(frames[ids.sup2 as string]?.length).toBe(before);
  });

  it('sends an SMS by the event template only once an administrator enabled it', async () => {
    const code = notificationSmsTemplate('questionAnswered');
    expect(code).toBe('NOTIFY_QUESTION_ANSWERED');
    const template = await t.database.db
      .selectFrom('sms_templates')
      .selectAll()
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    expect(template.status).toBe('01');
    const input: NotifyInput = {
      event: 'questionAnswered',
      to: { projectSignedUp: project },
      projectId: project,
      titleKey: 'questions:notify.answeredTitle',
      bodyKey: 'questions:notify.answeredBody',
    };
    await send(input);
    await settle();
    expect(await smsTo(code)).toHaveLength(0);
    await t.database.db.updateTable('sms_templates').set({ status: '00' }).where('code', '=', code).execute();
    await send(input);
    await settle();
    const sent = await smsTo(code);
    // Only the users with a phone: supplier 1 and supplier 2.
    expect(sent.map((s) => s.phone).sort()).toEqual(['13900000001', '13900000002']);
    expect(sent[0]?.status).toBe('sent');
    expect(sent[0]?.content).toContain('NT-0001');
    expect(sent[0]?.content).not.toContain('{{');
  });

  it('lets each user page, count and read only their own notifications', async () => {
    const page = await body(call(P.page, as('ntsup1'), { pageNo: 1, pageSize: 10 }));
    expect(page.total).toBe(3);
    expect(page.records.every((r: { readAt: null }) => r.readAt === null)).toBe(true);
    expect((await body(call(P.unreadCount, as('ntsup1'), {}))).unread).toBe(3);
    const first = page.records[0].id as string;

    // Another user's notification answers like a missing one, and stays unread.
    const other = await header(call(P.read, as('ntsup2'), { id: first }, 'nt-key-00'));
    expect(other.ret).not.toBe('0');
    expect(other.field).toBe('id');
    expect((await body(call(P.unreadCount, as('ntsup1'), {}))).unread).toBe(3);
    const missing = await header(call(P.read, as('ntsup1'), { id: '' }));
    expect(missing.field).toBe('id');

    const read = await body(call(P.read, as('ntsup1'), { id: first }, 'nt-key-01'));
    expect(read.unread).toBe(2);
    // A replay answers the same and changes nothing.
    expect(await body(call(P.read, as('ntsup1'), { id: first }, 'nt-key-01'))).toEqual(read);
    expect(await fx.auditActions('notification', first)).toEqual(['read']);
    const unread = await body(call(P.page, as('ntsup1'), { pageNo: 1, pageSize: 10, unreadOnly: true }));
    expect(unread.total).toBe(2);
    expect(unread.records.map((r: { id: string }) => r.id)).not.toContain(first);

    const all = await body(call(P.readAll, as('ntsup1'), {}, 'nt-key-02'));
    expect(all).toEqual({ marked: 2, unread: 0 });
    expect((await body(call(P.unreadCount, as('ntsup1'), {}))).unread).toBe(0);
    // The other users of the organisation keep theirs unread.
    expect((await body(call(P.unreadCount, as('ntsup1b'), {}))).unread).toBe(3);
    expect((await body(call(P.unreadCount, as('ntsup2'), {}))).unread).toBe(4);
  });

  it('refuses without a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: `/bidprocurement${P.unreadCount}`, payload: {} });
    expect(res.json().header.ret).not.toBe('0');
  });
});
