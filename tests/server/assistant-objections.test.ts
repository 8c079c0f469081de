import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@/shared/codes/roles';
import { queryAiPath } from '@/shared/contracts/assistant';
import { OBJECTION_ROUTES as R } from '@/shared/contracts/objection-paths';
import { DEMO_OBJECTION_ID } from '@/server/db/seed/seed-objections';
import { chatCall, type Json } from './support/chat-support';
import { signIn } from './support/sign-in';
import { tenderRows } from './support/tender-rows';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

const USERS = ['supplier01', 'objasup2', 'buyer01', 'objabuy2', 'expert01', 'admin01'] as const;
type Name = (typeof USERS)[number];
/** The demo objection (seed-objections.ts). */
const DEMO_TITLE = '关于摄像机分辨率技术参数的异议';

/**
 * The tender assistant's objection question (issue 17): "objections and their deadlines". The buyer
 * side sees the waiting objections on the projects its organisation runs, a supplier its own
 * organisation's, each with the answer's due time and linked to its detail; others are declined.
 */
describe.each(TARGETS)('tender assistant: objections on %s', (target) => {
  let t: TestApp;
  const fx = tenderRows(() => t);
  const token = {} as Record<Name, string>;

  const ask = async (who: Name, question: string, lang = 'en') => {
    const res = await chatCall(t, 'POST', queryAiPath(), token[who], { body: { question }, lang });
    expect(res.code, `${who}: ${question}`).toBe(200);
    return res.data as Json;
  };

  beforeAll(async () => {
    t = await createTestApp(target);
    const s2 = await fx.addOrg('OBJA-S2', 'Objection supplier two', '03');
    const otherBuyer = await fx.addOrg('OBJA-B2', 'Objection buyer two', '01');
    await fx.addUser('objasup2', 'objasup2', s2, ROLES.FORMAL_SUPPLIER);
    await fx.addUser('objabuy2', 'objabuy2', otherBuyer, ROLES.FORMAL_BUYER);
    for (const name of USERS) token[name] = await signIn(t, name);
  });
  afterAll(async () => t?.close());

  it("lists the buyer side's waiting objections with their due time, linked to their detail", async () => {
    const a = await ask('buyer01', 'which objections wait for my answer?');
    expect(a).toMatchObject({ intent: 'objections.deadlines', found: true });
    expect(a.content).toMatch(/^1 objection\(s\) on your projects wait for an answer:/);
    expect(a.content).toContain(`${DEMO_TITLE} (BL-DEMO-0201`);
    expect(a.content).toMatch(/Submitted, answer due 2026-11-2\d \d\d:\d\d UTC/);
    expect(a.sources).toContainEqual(
      expect.objectContaining({
        id: `objection:${DEMO_OBJECTION_ID}`,
        route: `${R.buyerDetail}?id=${DEMO_OBJECTION_ID}`,
      }),
    );
    const zh = await ask('buyer01', '待答复的异议', 'zh');
    expect(zh.intent).toBe('objections.deadlines');
    expect(zh.content).toContain('您的项目有 1 条异议待答复');
    expect((await ask('buyer01', 'mes contestations en attente', 'fr')).content).toContain(
      '1 contestation(s)',
    );
    // Another buyer organisation's projects hold none.
    const other = await ask('objabuy2', 'objections and their deadlines');
    expect(other.content).toContain('No objection on your projects is waiting for an answer.');
    expect(other.content).not.toContain(DEMO_TITLE);
  });

  it("lists the supplier's own waiting objections; another supplier sees none", async () => {
    const a = await ask('supplier01', 'my objections and their deadlines');
    expect(a).toMatchObject({ intent: 'objections.deadlines', found: true });
    expect(a.content).toContain('1 of your objection(s) wait for an answer:');
    expect(a.sources).toContainEqual(
      expect.objectContaining({ route: `${R.detail}?id=${DEMO_OBJECTION_ID}` }),
    );
    const other = await ask('objasup2', 'my objections');
    expect(other.content).toContain('Your organisation has no objection waiting for an answer.');
  });

  it('leaves the question to the other intents for experts and administrators', async () => {
    for (const who of ['expert01', 'admin01'] as const) {
      const a = await ask(who, 'objections and their deadlines');
      expect(a.intent).not.toBe('objections.deadlines');
      expect(JSON.stringify(a)).not.toContain(DEMO_TITLE);
    }
  });
});
