import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvaluationResultService } from '@/server/features/evaluation-results';
import { ROLES } from '@/shared/codes/roles';
import { evaluationResultRows } from './support/evaluation-results-rows';
import { createTestApp, TARGETS, type TestApp } from './support/test-app';

/**
 * Method 13 (competitive negotiation): the ranking uses the negotiation's last-round prices when it
 * returns a map; an offer with no last-round price (out of the negotiation) has no valid price and is
 * rejected. The service is built here with the negotiation's read injected, as the wiring does.
 */
describe.each(TARGETS)('evaluation results, method 13 on %s', (target) => {
  let t: TestApp;
  const fx = evaluationResultRows(() => t);

  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => t?.close());

  it('ranks on the last round, not on the opened prices', async () => {
    const buyer = await fx.orgId('GROUP-PROC');
    const orgs = [
      await fx.addOrg('M13-A', 'Negotiator A', '03'),
      await fx.addOrg('M13-B', 'Negotiator B', '03'),
    ];
    orgs.push(await fx.addOrg('M13-C', 'Negotiator C', '03'));
    const experts = await fx.addExperts('m13x', 1, await fx.addOrg('M13-EXP', 'M13 experts', '04'));
    const leader = experts[0] as { id: string };
    const { projectId, offerIds } = await fx.addProjectInEvaluation(buyer, {
      experts: [leader.id],
      offers: [
        { org: orgs[0] as string, price: '800', receivedAt: '2026-11-18T10:00:01.000Z' },
        { org: orgs[1] as string, price: '900', receivedAt: '2026-11-18T10:00:02.000Z' },
        { org: orgs[2] as string, price: '500', receivedAt: '2026-11-18T10:00:03.000Z' },
      ],
      priceMethod: 'lowest',
      priceWeight: '0',
      steps: [{ code: 'price', criteria: [] }],
    });
    await t.database.db
      .updateTable('tender_projects')
      .set({ tender_method: '13' })
      .where('id', '=', projectId)
      .execute();
    const [A, B, C] = offerIds as [string, string, string];
    const asked: string[] = [];
    const service = createEvaluationResultService(
      {
        database: t.database,
        clock: t.clock,
        audit: t.services.audit,
        quoteMinDays: async () => 5,
        amendMinDays: async () => 3,
        dataDir: '/nonexistent',
        env: {},
      },
      {
        lastRoundPrices: async (_db, id) => {
          asked.push(id);
          return new Map([
            [A, '780.00'],
            [B, '700.00'],
          ]);
        },
      },
    );
    const ctx = {
      actor: { userId: leader.id, roleCode: ROLES.FORMAL_EXPERT, departId: null },
      lang: 'en' as const,
      requestId: 'm13',
    };
    const view = await service.summarise(ctx, { projectId, stepCode: 'price', force: false });
    expect(asked).toEqual([projectId]);
    expect(view.outcomes.map((o) => [o.offerId, o.rank, o.price])).toEqual([
      [B, 1, '700.00'],
      [A, 2, '780.00'],
      [C, null, ''],
    ]);
    expect(view.outcomes[2]?.reasons).toEqual([{ kind: 'noPrice' }]);
  });
});
