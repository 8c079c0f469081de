import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PURCHASE_STATUS } from '@/shared/codes/procurement';
import { ROLES } from '@/shared/codes/roles';
import { EVALUATION_CLARIFICATION_PATHS as P } from '@/shared/contracts/evaluation-clarification-paths';
import { randomId } from '@/shared/format/random-id';
import { signIn } from './support/sign-in';
import { tenderCalls } from './support/tender-calls';
import { tenderParties } from './support/tender-party-fixtures';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

const HOUR = 3_600_000;

/**
 * Evaluation clarifications beyond the ask/reply rules: who is notified (the asked organisation's
 * users, then the committee; never the actor; once for a replayed reply), the entrusted agency's view
 * of the project's clarifications, and a reply refused once the project has left the evaluation.
 */
describe.each(TARGETS)('evaluation clarifications: notifications and scope on %s', (target) => {
  let t: TestApp;
  const fx = tenderParties(() => t);
  const { call, body } = tenderCalls(() => t);
  const token: Record<string, string> = {};
  const ids: Record<string, string> = {};
  let project = '';

  const notified = async (event: string, clarificationId: string) =>
    (
      await t.database.db
        .selectFrom('notifications')
        .select('user_id')
        .where('event', '=', event)
        .where('link', 'like', `%${clarificationId}`)
        .execute()
    )
      .map((r) => r.user_id)
      .sort();
  const ask = async () =>
    body(
      call(P.ask, token.ecexp as string, {
        projectId: project,
        supplierDepartId: ids.s1,
        questionHtml: '<p>Staff certificates?</p>',
        replyDeadline: new Date(t.clock.now().getTime() + 4 * HOUR).toISOString(),
      }),
    );

  beforeAll(async () => {
    t = await createTestApp(target);
    const buyer = await fx.addOrg('EC2-BUY', 'EC buyer', '01');
    ids.agency = await fx.addOrg('EC2-AGT', 'EC agency', '02');
    ids.s1 = await fx.addOrg('EC2-S1', 'EC supplier 1', '03');
    ids.s2 = await fx.addOrg('EC2-S2', 'EC supplier 2', '03');
    ids.buyerUser = await fx.addUser('ec2buyer', 'EC buyer user', buyer, ROLES.FORMAL_BUYER);
    ids.agent = await fx.addUser('ec2agent', 'EC agent', ids.agency, ROLES.FORMAL_AGENT);
    ids.sup1 = await fx.addUser('ec2sup1', 'EC supplier 1a', ids.s1, ROLES.FORMAL_SUPPLIER);
    ids.sup1b = await fx.addUser('ec2sup1b', 'EC supplier 1b', ids.s1, ROLES.FORMAL_SUPPLIER);
    ids.sup2 = await fx.addUser('ec2sup2', 'EC supplier 2', ids.s2, ROLES.FORMAL_SUPPLIER);
    const experts = await fx.addOrg('EC2-EXP', 'EC experts', '04');
    ids.expert = await fx.addUser('ecexp', 'EC expert', experts, ROLES.FORMAL_EXPERT);
    ids.expert2 = await fx.addUser('ecexp2', 'EC expert 2', experts, ROLES.FORMAL_EXPERT);
    project = await fx.addProject(buyer, {
      status: PURCHASE_STATUS.EVALUATING,
      quoteDays: -1,
      signupDays: -2,
    });
    await t.database.db
      .updateTable('tender_projects')
      .set({ agency_org_id: ids.agency })
      .where('id', '=', project)
      .execute();
    await fx.addSignup(project, ids.s1, '01');
    await fx.addSignup(project, ids.s2, '01');
    for (const expert of [ids.expert, ids.expert2]) {
      await t.database.db
        .insertInto('evaluation_tasks')
        .values({
          id: randomId(),
          project_id: project,
          expert_user_id: expert as string,
          status: '00',
          assigned_by: 'test',
          assigned_at: t.clock.now().toISOString(),
          updated_at: t.clock.now().toISOString(),
        })
        .execute();
    }
    for (const login of ['ecexp', 'ec2sup1', 'ec2agent', 'ec2buyer']) token[login] = await signIn(t, login);
  });
  afterAll(async () => t?.close());

  it('notifies the asked organisation, then the committee, never the actor, once for a replay', async () => {
    const asked = await ask();
    expect(await notified('evaluationClarificationAsked', asked.id)).toEqual([ids.sup1, ids.sup1b].sort());
    const key = randomId();
    const reply = { id: asked.id, replyHtml: '<p>Attached.</p>' };
    await body(call(P.reply, token.ec2sup1 as string, reply, key));
    await body(call(P.reply, token.ec2sup1 as string, reply, key));
    expect(await notified('evaluationClarificationReplied', asked.id)).toEqual(
      [ids.expert, ids.expert2].sort(),
    );
    const buyerSide = await notified('evaluationClarificationReplied', asked.id);
    expect(buyerSide).not.toContain(ids.buyerUser);
    expect(buyerSide).not.toContain(ids.sup1);
  });

  it('lets the entrusted agency list and read the project’s clarifications', async () => {
    const asked = await ask();
    const list = await body(call(P.buyerPage, token.ec2agent as string, { projectId: project }));
    expect(list.records.map((r: { id: string }) => r.id)).toContain(asked.id);
    const detail = await body(call(P.buyerGet, token.ec2agent as string, { id: asked.id }));
    expect(detail).toMatchObject({ id: asked.id, status: '00', sealed: false, readings: [] });
    const own = await body(call(P.buyerPage, token.ec2buyer as string, { status: '00' }));
    expect(own.records.map((r: { id: string }) => r.id)).toContain(asked.id);
  });

  it('refuses a reply once the project has left the evaluation', async () => {
    const asked = await ask();
    await t.database.db
      .updateTable('tender_projects')
      .set({ status: PURCHASE_STATUS.PUBLICITY })
      .where('id', '=', project)
      .execute();
    try {
      const res = await call(P.reply, token.ec2sup1 as string, { id: asked.id, replyHtml: '<p>late</p>' });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().header).toMatchObject({ ret: '1007', field: 'id' });
    } finally {
      await t.database.db
        .updateTable('tender_projects')
        .set({ status: PURCHASE_STATUS.EVALUATING })
        .where('id', '=', project)
        .execute();
    }
  });
});
