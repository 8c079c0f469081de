import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@/shared/codes/roles';
import { queryAiPath } from '@/shared/contracts/assistant';
import { CLARIFICATION_PATHS as CP, CLARIFICATION_ROUTES as R } from '@/shared/contracts/clarification-paths';
import { chatCall, type Json } from './support/chat-support';
import { signIn } from './support/sign-in';
import { tenderCalls } from './support/tender-calls';
import { tenderRows } from './support/tender-rows';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

const USERS = ['supplier01', 'clsup2', 'buyer01', 'expert01'] as const;
type Name = (typeof USERS)[number];
const DEMO_TITLE = '关于照明灯具色温要求的澄清';

/**
 * The tender assistant's clarification intent (issue 17): the supplier's clarifications its organisation
 * has not confirmed (the demo's released clarification, supplier01 approved and missing), gone once
 * confirmed; another organisation sees none of them; the buyer side and experts are declined.
 */
describe.each(TARGETS)('tender assistant: clarifications on %s', (target) => {
  let t: TestApp;
  const fx = tenderRows(() => t);
  const { call, body } = tenderCalls(() => t);
  const token = {} as Record<Name, string>;
  const ask = async (who: Name, question: string, lang = 'en') => {
    const res = await chatCall(t, 'POST', queryAiPath(), token[who], { body: { question }, lang });
    expect(res.code, `${who}: ${question}`).toBe(200);
    return res.data as Json;
  };

  beforeAll(async () => {
    t = await createTestApp(target);
    await fx.addUser(
      'clsup2',
      'clsup2',
      await fx.addOrg('CL-S2', 'Clarification supplier two', '03'),
      ROLES.FORMAL_SUPPLIER,
    );
    for (const name of USERS)
      token[name] = await signIn(t, name, name === 'expert01' ? { loginType: '04' } : {});
  });
  afterAll(async () => t?.close());

  it('lists the clarifications the organisation has not confirmed, until it confirms', async () => {
    const a = await ask('supplier01', 'which clarifications have I not confirmed?');
    expect(a).toMatchObject({ intent: 'clarifications.notConfirmed', found: true });
    expect(a.content).toContain(DEMO_TITLE);
    const source = (a.sources as { id: string; route: string | null }[]).find((s) =>
      s.id.startsWith('clarification:'),
    );
    const id = source?.id.slice('clarification:'.length) ?? '';
    expect(source?.route).toBe(`${R.supplierDetail}?id=${id}`);
    expect((await ask('supplier01', '哪些澄清我还没有确认', 'zh')).intent).toBe(
      'clarifications.notConfirmed',
    );
    expect((await ask('clsup2', 'which clarifications have I not confirmed?')).content).not.toContain(
      DEMO_TITLE,
    );

    await body(call(CP.confirm, token.supplier01, { id }));
    const after = await ask('supplier01', 'which clarifications have I not confirmed?');
    expect(after.intent).toBe('clarifications.notConfirmed');
    expect(after.content).not.toContain(DEMO_TITLE);
  });

  it('declines the buyer side and experts', async () => {
    for (const who of ['buyer01', 'expert01'] as const) {
      const a = await ask(who, 'which clarifications have I not confirmed?');
      expect(a.intent, who).not.toBe('clarifications.notConfirmed');
    }
  });
});
