import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryAiPath } from '@/shared/contracts/assistant';
import { NEGOTIATION_ROUTES as R } from '@/shared/contracts/negotiation-paths';
import { chatCall, type Json } from './support/chat-support';
import { signIn } from './support/sign-in';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

const USERS = ['supplier01', 'supplier02', 'buyer01'] as const;
type Name = (typeof USERS)[number];

/**
 * The tender assistant's negotiation question (issue 18): "negotiation rounds open for me". A supplier
 * hears the open rounds its organisation is in (the demo BL-DEMO-1301's round 2), with the end and
 * whether its price is in, linked to the enquiry screen; other roles are declined.
 */
describe.each(TARGETS)('tender assistant: negotiation rounds on %s', (target) => {
  let t: TestApp;
  const token = {} as Record<Name, string>;
  const ask = async (who: Name, question: string, lang = 'en') => {
    const res = await chatCall(t, 'POST', queryAiPath(), token[who], { body: { question }, lang });
    expect(res.code, `${who}: ${question}`).toBe(200);
    return res.data as Json;
  };

  beforeAll(async () => {
    t = await createTestApp(target);
    for (const name of USERS) token[name] = await signIn(t, name);
  });
  afterAll(async () => t?.close());

  it('lists the open rounds of the supplier organisation, in three languages', async () => {
    const a = await ask('supplier01', 'which negotiation rounds are open for me?');
    expect(a).toMatchObject({ intent: 'negotiation.openRounds', found: true });
    expect(a.content).toMatch(/^1 negotiation round\(s\) open for your organisation:/);
    expect(a.content).toContain('BL-DEMO-1301');
    expect(a.content).toContain('round 2');
    expect(a.content).toContain('no price sent yet');
    expect(a.sources).toContainEqual(expect.objectContaining({ route: R.supplier }));
    expect((await ask('supplier02', 'negotiation rounds open for me')).content).toContain('your price is in');
    expect((await ask('supplier01', '我的谈判轮次', 'zh')).content).toContain('进行中的谈判轮次');
    expect((await ask('supplier01', 'mes tours de négociation ouverts', 'fr')).content).toContain(
      'tour(s) de négociation',
    );
  });

  it('declines for the buyer side', async () => {
    const a = await ask('buyer01', 'which negotiation rounds are open for me?');
    expect(a.intent).not.toBe('negotiation.openRounds');
  });
});
