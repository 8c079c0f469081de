// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createIntentRegistry } from '@/server/features/assistant/intent-registry';
import { deadline, type TenderReads } from '@/server/features/assistant/intents/tender-format';
import { tenderIntents } from '@/server/features/assistant/intents/tender-intents';
import type { Language } from '@/server/lib/translate';
import { ROLES } from '@/shared/codes/roles';

const NOW = new Date('2026-11-29T10:00:00.000Z');
const project = {
  projectId: 'p1',
  projectCode: 'BL-1',
  projectName: 'Lamps',
  quoteEndTime: '2026-12-02T10:00:00.000Z',
};

/** Every read returns one record, so a matching intent always answers for its role. */
const reads: TenderReads = {
  projects: {
    openTenders: async () => [
      {
        id: 'p1',
        projectCode: 'BL-1',
        name: 'Lamps',
        tenderMethod: '01',
        budget: '1',
        description: null,
        departName: 'Buyer',
        signupEndTime: '2026-12-01T10:00:00.000Z',
        quoteEndTime: project.quoteEndTime,
        publishedAt: null,
        status: '03',
        mySignupStatus: null,
        myOfferStatus: null,
      },
    ],
    page: async () => ({ records: [], total: 0, pageNo: 1, pageSize: 50 }),
  },
  signups: {
    mySignups: async () => [],
    page: async () => ({ records: [], total: 0, pageNo: 1, pageSize: 50 }),
  },
  offers: { myOffers: async () => [] },
  clarifications: { visibleTo: async () => [] },
  committee: { myTasks: async () => [] },
};

const registry = createIntentRegistry();
registry.register(...tenderIntents(reads));

async function intentOf(roleCode: string, question: string, lang: Language = 'en') {
  const answer = await registry.answer({
    actor: { userId: 'u1', roleCode, departId: 'd1' },
    lang,
    now: NOW,
    question,
    visibleRoutes: async () => new Set(),
  });
  return answer?.id ?? null;
}

describe('tender intents: which question goes where', () => {
  it.each([
    ['Which tenders are open?', 'tender.projects'],
    ['有哪些招标？', 'tender.projects'],
    ["Quels sont les appels d'offres ouverts ?", 'tender.projects'],
    ["mes appels d'offres", 'tender.projects'],
    ['What is the status of my offers?', 'tender.offers'],
    ['我的报价', 'tender.offers'],
    ['Où en sont mes offres ?', 'tender.offers'],
    ['my signups', 'tender.signups'],
    ['我报名了哪些项目', 'tender.signups'],
    ['mes inscriptions', 'tender.signups'],
    ['clarifications', 'tender.clarifications'],
    ['有新的澄清吗', 'tender.clarifications'],
  ])('a supplier asking "%s" gets %s', async (question, id) => {
    expect(await intentOf(ROLES.FORMAL_SUPPLIER, question)).toBe(id);
  });

  it.each([
    ['What are my evaluation tasks?', 'tender.tasks'],
    ['我的评标任务', 'tender.tasks'],
    ["Mes tâches d'évaluation", 'tender.tasks'],
    ['Which tenders are open?', null],
    ['my offers', null],
  ])('an expert asking "%s" gets %s', async (question, id) => {
    expect(await intentOf(ROLES.FORMAL_EXPERT, question)).toBe(id);
  });

  it('leaves how-to questions and roles without tendering data to the help', async () => {
    for (const question of [
      'How do I sign up for a tender?',
      '如何递交报价',
      "Comment s'inscrire à un appel d'offres ?",
    ])
      expect(await intentOf(ROLES.FORMAL_SUPPLIER, question), question).toBeNull();
    for (const role of [ROLES.SYS_ADMIN, ROLES.TEMP_SUPPLIER, ROLES.TEMP_EXPERT])
      for (const question of [
        'open tenders',
        'my offers',
        'my signups',
        'clarifications',
        'my evaluation tasks',
      ])
        expect(await intentOf(role, question), `${role}: ${question}`).toBeNull();
    expect(await intentOf(ROLES.FORMAL_BUYER, 'my offers')).toBeNull();
    expect(await intentOf(ROLES.FORMAL_BUYER, 'my projects')).toBe('tender.projects');
    expect(await intentOf(ROLES.FORMAL_BUYER, 'signups waiting for my audit')).toBe('tender.signups');
  });
});

describe('tender deadlines by the server clock', () => {
  const t = (key: string, vars?: Record<string, string | number>) => `${key}${JSON.stringify(vars ?? {})}`;
  it('counts whole days, then hours, then minutes, and says when it has passed', () => {
    expect(deadline(t, NOW, '2026-12-02T10:00:00.000Z', 'closes')).toContain('"at":"2026-12-02 10:00 UTC"');
    expect(deadline(t, NOW, '2026-12-02T10:00:00.000Z', 'closes')).toContain(
      'tender.span.days{\\"count\\":3}',
    );
    expect(deadline(t, NOW, '2026-11-29T15:30:00.000Z', 'closes')).toContain(
      'tender.span.hours{\\"count\\":5}',
    );
    expect(deadline(t, NOW, '2026-11-29T10:00:30.000Z', 'closes')).toContain(
      'tender.span.minutes{\\"count\\":1}',
    );
    expect(deadline(t, NOW, NOW.toISOString(), 'closes')).toMatch(/^tender\.closesPast/);
    expect(deadline(t, NOW, '2026-11-29T09:00:00.000Z', 'opens')).toMatch(/^tender\.opensPast/);
  });
});
