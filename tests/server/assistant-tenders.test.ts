import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryAiPath } from '@/shared/contracts/assistant';
import { TENDER_ROUTES as R } from '@/shared/contracts/tender-paths';
import { RECEIPT_HASH as hash, SECRET_PRICE, seedAssistantTenders } from './support/assistant-tender-data';
import { chatCall, type Json } from './support/chat-support';
import { signIn } from './support/sign-in';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

const USERS = ['c3supa', 'c3supb', 'c3buyer', 'c3expert', 'c3expert2', 'admin01'] as const;
type Name = (typeof USERS)[number];
const HOUR = 3_600_000;

describe.each(TARGETS)('tender assistant: tendering questions on %s', (target) => {
  let t: TestApp;
  const token = {} as Record<Name, string>;
  const code = { open: '', closed: '', opened: '', demo: 'BL-DEMO-0001' };

  const ask = async (who: Name, question: string, lang = 'en') => {
    const res = await chatCall(t, 'POST', queryAiPath(), token[who], { body: { question }, lang });
    expect(res.code, `${who}: ${question}`).toBe(200);
    return res.data as Json;
  };

  beforeAll(async () => {
    t = await createTestApp(target);
    Object.assign(code, await seedAssistantTenders(t));
    // 2026-11-21 14:00 UTC: the open project has 2.5 days left, the closed one ended 12 h ago.
    t.clock.advance(36 * HOUR);
    for (const name of USERS) token[name] = await signIn(t, name);
  });
  afterAll(async () => t?.close());

  it('lists open tenders by the server clock, each supplier with its own signup and offer', async () => {
    const a = await ask('c3supa', 'Which tenders are open?');
    expect(a).toMatchObject({ intent: 'tender.projects', found: true });
    expect(a.content).toContain('(server time 2026-11-21 14:00 UTC)');
    expect(a.content).toContain(
      `${code.open} Harbour lamps (C3 Buyer Group): quotation closes in 2 day(s) (2026-11-24 02:00 UTC)`,
    );
    expect(a.content).toContain('Your signup: Approved; your offer: Sealed.');
    expect(a.content).not.toContain(code.closed);
    expect(a.content).not.toContain(code.opened);
    expect(a.sources).toContainEqual({
      kind: 'record',
      id: expect.stringMatching(/^tender:/),
      title: `${code.open} Harbour lamps`,
      route: R.openTenders,
    });
    const b = await ask('c3supb', 'open tenders');
    const line = (b.content as string).split('\n').find((l) => l.includes(code.open));
    expect(line).toContain('You have not signed up.');
    expect(b.content).not.toContain('Your signup');
    expect(b.content).not.toContain(code.closed);
  });

  it('answers the open tenders in French and Chinese with the same deadline', async () => {
    const fr = await ask('c3supa', "Quels sont les appels d'offres ouverts ?", 'fr');
    expect(fr.intent).toBe('tender.projects');
    expect(fr.content).toContain('dépôt des offres se termine dans 2 jour(s) (2026-11-24 02:00 UTC)');
    expect(fr.content).toContain('votre offre : Scellée');
    const zh = await ask('c3supa', '现在有哪些招标？', 'zh');
    expect(zh.intent).toBe('tender.projects');
    expect(zh.content).toContain('报价2 天后截止（2026-11-24 02:00 UTC）');
    expect(zh.content).toContain('您的报名：审核通过；您的报价：已密封。');
  });

  it('shows a supplier its own offers with status and receipt, never the price', async () => {
    const a = await ask('c3supa', 'What is the status of my offers?');
    expect(a.intent).toBe('tender.offers');
    expect(a.content).toContain(
      `${code.open} Harbour lamps: Sealed, received by the server 2026-11-20 02:00 UTC`,
    );
    expect(a.content).toContain(`receipt ${hash.slice(0, 12)}`);
    expect(a.content).toContain(`${code.opened} Opened cables: Opened`);
    expect(JSON.stringify(a)).not.toContain(SECRET_PRICE);
    for (const source of a.sources) expect(source.route).toBe(R.participating);
    const fr = await ask('c3supa', 'Où en sont mes offres ?', 'fr');
    expect(fr.content).toContain('Scellée, reçue par le serveur 2026-11-20 02:00 UTC');
    const zh = await ask('c3supa', '我的报价状态', 'zh');
    expect(zh.content).toContain('已密封，服务器接收时间 2026-11-20 02:00 UTC');
    expect(JSON.stringify([fr, zh])).not.toContain(SECRET_PRICE);
    const b = await ask('c3supb', 'my offers');
    expect(b.content).toBe('Your organisation has not sent any offer.');
    expect(JSON.stringify(b)).not.toContain(code.open);
  });

  it('shows each supplier only its own organisation’s signups', async () => {
    const a = await ask('c3supa', 'my signups');
    expect(a.intent).toBe('tender.signups');
    expect(a.content).toContain('2 tender signup(s)');
    expect(a.content).toContain(`${code.open} Harbour lamps: Approved; signup closes in 12 hour(s)`);
    const b = await ask('c3supb', '我的报名', 'zh');
    expect(b.content).toBe('您的组织还没有报名任何招标项目。');
    expect(JSON.stringify(b)).not.toContain(code.open);
  });

  it('gives a buyer its organisation’s projects and pending signups, never a supplier’s offers', async () => {
    const buyer = await ask('c3buyer', 'my projects');
    expect(buyer.intent).toBe('tender.projects');
    expect(buyer.content).toContain('3 procurement project(s)');
    expect(buyer.content).toContain(
      `${code.closed} Closed paint: Opening; quotation closed (2026-11-21 02:00 UTC)`,
    );
    expect(buyer.content).not.toContain(code.demo);
    for (const source of buyer.sources) expect(source.route).toBe(R.projectList);
    const audit = await ask('c3buyer', 'Which signups wait for my audit?');
    expect(audit.intent).toBe('tender.signups');
    expect(audit.content).toContain('1 signup(s) to your organisation');
    expect(audit.content).toContain(
      `${code.open} Harbour lamps: C3 Pending Co, received 2026-11-20 02:00 UTC`,
    );
    expect(audit.content).not.toContain('C3 Lamps Ltd');
    expect(audit.sources[0]).toMatchObject({ title: `${code.open} C3 Pending Co`, route: R.signupAudit });
    for (const question of ['my offers', 'my evaluation tasks']) {
      const reply = await ask('c3buyer', question);
      expect(reply.intent ?? '', question).not.toMatch(/^tender\.(offers|tasks)$/);
      expect(JSON.stringify(reply), question).not.toContain(hash.slice(0, 12));
    }
  });

  it('lists an expert’s own tasks with the opening time, and nothing for another expert', async () => {
    const expert = await ask('c3expert', 'What are my evaluation tasks?');
    expect(expert.intent).toBe('tender.tasks');
    expect(expert.content).toContain(
      `${code.open} Harbour lamps: task Assigned; project Published; bid opening in 2 day(s) (2026-11-24 02:00 UTC)`,
    );
    expect(expert.sources[0]).toMatchObject({ id: expect.stringMatching(/^task:/), route: R.evaluationHall });
    const fr = await ask('c3expert', "Mes tâches d'évaluation ?", 'fr');
    expect(fr.content).toContain('tâche Assignée');
    const zh = await ask('c3expert', '我的评标任务', 'zh');
    expect(zh.content).toContain('任务已分配；项目已发布；开标2 天后');
    const idle = await ask('c3expert2', 'my evaluation tasks');
    expect(idle.content).toBe('You have no evaluation tasks.');
    const supplier = await ask('c3supa', 'my evaluation tasks');
    expect(supplier.intent).not.toBe('tender.tasks');
  });

  it('shows clarifications to the project’s parties only, linked to each side’s screen', async () => {
    const title = 'Colour temperature is 4000 K';
    const a = await ask('c3supa', 'Any clarifications?');
    expect(a.intent).toBe('tender.clarifications');
    expect(a.content).toContain(`${code.open} Harbour lamps: ${title}`);
    expect(a.sources[0].route).toBe(R.supplierClarifications);
    const buyer = await ask('c3buyer', '澄清', 'zh');
    expect(buyer.content).toContain(title);
    expect(buyer.sources[0].route).toBe(R.clarificationList);
    const expert = await ask('c3expert', 'éclaircissements et clarifications', 'fr');
    expect(expert.content).toContain(title);
    expect(expert.sources[0].route).toBeNull();
    for (const who of ['c3supb', 'c3expert2'] as const) {
      const reply = await ask(who, 'clarifications');
      expect(reply.content, who).not.toContain(title);
    }
  });

  it('leaves how-to questions and other roles to the help', async () => {
    const how = await ask('c3supa', 'How do I sign up for a tender?');
    expect(how.intent).toBe('help');
    expect(how.sources[0].id).toBe('tender-signup');
    const admin = await ask('admin01', 'open tenders');
    expect(admin.intent ?? '').not.toMatch(/^tender\./);
  });
});
