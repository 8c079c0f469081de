import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@/shared/codes/roles';
import { queryAiPath } from '@/shared/contracts/assistant';
import { chatCall, type Json } from './support/chat-support';
import { dashboardRows } from './support/dashboard-rows';
import { signIn } from './support/sign-in';
import { tenderRows } from './support/tender-rows';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

const USERS = ['arbuy1', 'arsup1', 'arsup2', 'expert01'] as const;
type Name = (typeof USERS)[number];

/**
 * The tender assistant's result questions (issue 20): the results of my projects, the notices I have
 * not read, the contracts to sign, in three languages; each asker hears its own organisation's rows.
 */
describe.each(TARGETS)('tender assistant: results, notices and contracts on %s', (target) => {
  let t: TestApp;
  const fx = tenderRows(() => t);
  const rows = dashboardRows(() => t);
  const token = {} as Record<Name, string>;
  const ask = async (who: Name, question: string, lang = 'en') => {
    const res = await chatCall(t, 'POST', queryAiPath(), token[who], { body: { question }, lang });
    expect(res.code, `${who}: ${question}`).toBe(200);
    return res.data as Json;
  };

  beforeAll(async () => {
    t = await createTestApp(target);
    const b1 = await fx.addOrg('AR-B1', 'Results buyer', '01');
    const s1 = await fx.addOrg('AR-S1', 'Results supplier one', '03');
    const s2 = await fx.addOrg('AR-S2', 'Results supplier two', '03');
    const buyer = await fx.addUser('arbuy1', 'arbuy1', b1, ROLES.FORMAL_BUYER);
    await fx.addUser('arsup1', 'arsup1', s1, ROLES.FORMAL_SUPPLIER);
    await fx.addUser('arsup2', 'arsup2', s2, ROLES.FORMAL_SUPPLIER);
    const shown = await fx.addProject(b1, { code: 'AR-P1', name: 'Harbour cranes', status: '07' });
    await rows.notice(shown, s1, '01', buyer, false);
    await rows.notice(shown, s2, '02', buyer, true);
    await rows.contract(shown, s1, buyer, '880000.50');
    const publicity = await fx.addProject(b1, { code: 'AR-P2', name: 'Tugboats', status: '06' });
    await rows.publicity(publicity, 48);
    for (const name of USERS) token[name] = await signIn(t, name);
  });
  afterAll(async () => t?.close());

  it("answers the supplier's unread notices, only its own, in three languages", async () => {
    const a = await ask('arsup1', 'which notices have I not read?');
    expect(a).toMatchObject({ intent: 'results.unreadNotices', found: true });
    expect(a.content).toMatch(/^1 result notice\(s\) of your organisation not read yet:/);
    expect(a.content).toContain('AR-P1 Harbour cranes: award notice');
    expect((await ask('arsup1', '我未读的通知书', 'zh')).content).toContain('尚未阅读');
    expect((await ask('arsup1', 'mes avis non lus', 'fr')).content).toContain('non lu(s)');
    const other = await ask('arsup2', 'unread notices');
    expect(other).toMatchObject({ intent: 'results.unreadNotices' });
    expect(other.content).toBe('Your organisation has read all its result notices.');
  });

  it('answers the contracts to sign for the supplier and the buyer side', async () => {
    const a = await ask('arsup1', 'contracts to sign');
    expect(a).toMatchObject({ intent: 'results.contractsToSign', found: true });
    expect(a.content).toContain('AR-P1 Harbour cranes: ¥880000.50');
    expect((await ask('arbuy1', '待签订的合同', 'zh')).content).toContain('有 1 份合同待签订');
    expect((await ask('arsup2', 'contrats à signer', 'fr')).content).toBe(
      "Aucun contrat n'attend de signature.",
    );
  });

  it('answers the results of my projects for each side', async () => {
    const s = await ask('arsup1', 'results of my projects');
    expect(s).toMatchObject({ intent: 'results.myResults', found: true });
    expect(s.content).toContain('AR-P1 Harbour cranes: award notice (unread) 12345.67');
    expect((await ask('arsup2', '我的项目结果', 'zh')).content).toContain('结果告知书');
    const b = await ask('arbuy1', 'résultats de mes projets', 'fr');
    expect(b.content).toContain('AR-P2 Tugboats : publicité des résultats jusqu');
    expect(b.content).toContain('AR-P1 Harbour cranes : conclu');
  });

  it('declines for an expert', async () => {
    const a = await ask('expert01', 'contracts to sign');
    expect(a.intent).not.toBe('results.contractsToSign');
  });
});
