import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@/shared/codes/roles';
import { queryAiPath } from '@/shared/contracts/assistant';
import { QUESTION_ROUTES as R } from '@/shared/contracts/question-paths';
import { DEMO_QUESTION_ID } from '@/server/db/seed/seed-questions';
import { DEMO_PROJECT_CODES } from '@/server/db/seed/seed-tenders';
import { chatCall, type Json } from './support/chat-support';
import { signIn } from './support/sign-in';
import { tenderRows } from './support/tender-rows';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

const USERS = ['supplier01', 'qasup2', 'buyer01', 'qabuy2', 'expert01', 'admin01'] as const;
type Name = (typeof USERS)[number];

/**
 * The tender assistant's question intents (issue 17): the buyer side's questions waiting for its
 * answer, the supplier's unanswered questions. Each asker sees its own organisation's rows only (the
 * demo's open question from supplier01 on buyer01's project); other roles are declined.
 */
describe.each(TARGETS)('tender assistant: questions on %s', (target) => {
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
    await fx.addUser(
      'qasup2',
      'qasup2',
      await fx.addOrg('QA-S2', 'Question supplier two', '03'),
      ROLES.FORMAL_SUPPLIER,
    );
    await fx.addUser(
      'qabuy2',
      'qabuy2',
      await fx.addOrg('QA-B2', 'Question buyer two', '01'),
      ROLES.FORMAL_BUYER,
    );
    for (const name of USERS) token[name] = await signIn(t, name);
  });
  afterAll(async () => t?.close());

  it("lists the buyer side's questions waiting for its answer, linked to the answer screen", async () => {
    const a = await ask('buyer01', 'which questions are waiting for my answer?');
    expect(a).toMatchObject({ intent: 'questions.waiting', found: true });
    expect(a.content).toMatch(/^Questions waiting for your answer: 1/);
    expect(a.content).toContain(`${DEMO_PROJECT_CODES.published}`);
    expect(a.content).toContain('灯具色温要求');
    expect(a.sources).toContainEqual(
      expect.objectContaining({
        id: `question:${DEMO_QUESTION_ID}`,
        route: `${R.buyerAnswer}?id=${DEMO_QUESTION_ID}`,
      }),
    );
    expect((await ask('buyer01', '待我答复的提问有哪些', 'zh')).content).toContain('待您答复的提问：1 条');
    expect((await ask('buyer01', 'questions en attente de réponse', 'fr')).intent).toBe('questions.waiting');
    const other = await ask('qabuy2', 'which questions are waiting for my answer?');
    expect(other).toMatchObject({ intent: 'questions.waiting' });
    expect(other.content).toContain('No question waits for your answer.');
    expect(other.content).not.toContain('灯具色温要求');
  });

  it("lists the supplier's unanswered questions, its own organisation's only", async () => {
    const a = await ask('supplier01', 'my unanswered questions');
    expect(a).toMatchObject({ intent: 'questions.mine', found: true });
    expect(a.content).toContain('灯具色温要求');
    expect(a.sources).toContainEqual(
      expect.objectContaining({ route: `${R.supplierDetail}?id=${DEMO_QUESTION_ID}` }),
    );
    expect((await ask('supplier01', '我的提问还没有答复的', 'zh')).intent).toBe('questions.mine');
    const other = await ask('qasup2', 'my unanswered questions');
    expect(other).toMatchObject({ intent: 'questions.mine' });
    expect(other.content).not.toContain('灯具色温要求');
  });

  it('declines experts and the administrator', async () => {
    for (const who of ['expert01', 'admin01'] as const) {
      const a = await ask(who, 'which questions are waiting for my answer?');
      expect(a.intent, who).not.toMatch(/^questions\./);
      expect(a.content, who).not.toContain('灯具色温要求');
    }
  });
});
