import { PURCHASE_STATUS } from '@/shared/codes/procurement';
import { CONTRACT_STATUS, NOTICE_KIND } from '@/shared/codes/results';
import type { Clock } from '../../lib/clock';
import type { Database } from '../database';
import { type DemoBidder, seedRankedProject } from './seed-results-rows';
import { seedSealedDemo } from './seed-sealed-demo';

const DAY = 86_400_000;
export const DEMO_PUBLICITY_PROJECT_CODE = 'BL-DEMO-0601';
export const DEMO_CONCLUDED_PROJECT_CODE = 'BL-DEMO-0701';

/**
 * Demo (issue 20), so that every role's home shows waiting work at first start: buyer01's BL-DEMO-0601
 * in result publicity (06) ending in two days by server time, supplier01 ranked first and supplier02
 * second; and BL-DEMO-0701 concluded (07): supplier01 the confirmed winner with its award notice and a
 * contract to sign (00), supplier02 an advice note with the reason. Offers are sealed with the real
 * project keys (seedSealedDemo). Idempotent: a project whose code exists is left as it is.
 */
export async function seedResultsDemo(database: Database, clock: Clock, dataDir?: string): Promise<void> {
  const deps = { database, clock, dataDir };
  await seedSealedDemo(deps, DEMO_PUBLICITY_PROJECT_CODE, async (ctx) => {
    const parties = await partiesOf(ctx);
    if (!parties) return;
    await seedRankedProject(
      ctx,
      {
        id: 'demo-project-bl-demo-0601',
        code: DEMO_PUBLICITY_PROJECT_CODE,
        name: '港区办公家具采购',
        status: PURCHASE_STATUS.PUBLICITY,
        buyerOrg: parties.buyerOrg,
        buyer: parties.buyer,
        endsIn: 2 * DAY,
      },
      parties.bidders(['368000.00', '95/1'], ['372500.00', '883/10']),
    );
  });
  await seedSealedDemo(deps, DEMO_CONCLUDED_PROJECT_CODE, async (ctx) => {
    const parties = await partiesOf(ctx);
    if (!parties) return;
    const projectId = 'demo-project-bl-demo-0701';
    const bidders = parties.bidders(['436000.00', '917/10'], ['451200.00', '86/1']);
    const offerIds = await seedRankedProject(
      ctx,
      {
        id: projectId,
        code: DEMO_CONCLUDED_PROJECT_CODE,
        name: '港区监控设备更新采购',
        status: PURCHASE_STATUS.CONCLUDED,
        buyerOrg: parties.buyerOrg,
        buyer: parties.buyer,
        endsIn: -2 * DAY,
      },
      bidders,
    );
    const [winner, other] = bidders as [DemoBidder, DemoBidder | undefined];
    const at = ctx.at(-DAY);
    await ctx.trx
      .insertInto('result_winners')
      .values({
        project_id: projectId,
        org_id: winner.departId,
        offer_id: offerIds[0] as string,
        rank: 1,
        price: winner.price,
        reason: null,
        confirmed_by: parties.buyer,
        confirmed_at: at,
      })
      .execute();
    const notice = {
      project_id: projectId,
      issued_by: parties.buyer,
      issued_at: at,
      read_by: null,
      read_at: null,
    };
    await ctx.trx
      .insertInto('result_notices')
      .values({
        ...notice,
        id: `${projectId}-notice-1`,
        org_id: winner.departId,
        kind: NOTICE_KIND.AWARD,
        offer_id: offerIds[0] as string,
        amount: winner.price,
        reason: null,
      })
      .execute();
    if (other)
      await ctx.trx
        .insertInto('result_notices')
        .values({
          ...notice,
          id: `${projectId}-notice-2`,
          org_id: other.departId,
          kind: NOTICE_KIND.ADVICE,
          offer_id: offerIds[1] ?? null,
          amount: null,
          reason: '综合得分低于第一中标候选人（86.00 分，第一名 91.70 分）。',
        })
        .execute();
    await ctx.trx
      .insertInto('contracts')
      .values({
        id: `${projectId}-contract-1`,
        project_id: projectId,
        org_id: winner.departId,
        amount: winner.price,
        status: CONTRACT_STATUS.TO_SIGN,
        signed_on: null,
        created_at: at,
        updated_by: parties.buyer,
        updated_at: at,
        version: 1,
      })
      .execute();
  });
}

/** buyer01 and its organisation, supplier01 and (when seeded) supplier02 with their organisations. */
async function partiesOf(ctx: Parameters<Parameters<typeof seedSealedDemo>[2]>[0]) {
  const [buyer, buyerOrg, s1, s1Org, s2, s2Org] = await Promise.all([
    ctx.user('buyer01'),
    ctx.org('GROUP-PROC'),
    ctx.user('supplier01'),
    ctx.org('SUPPLIER-01'),
    ctx.user('supplier02'),
    ctx.org('SUPPLIER-02'),
  ]);
  if (!buyer || !buyerOrg || !s1 || !s1Org) return undefined;
  return {
    buyer: buyer.id,
    buyerOrg: buyerOrg.id,
    /** supplier01 first, supplier02 second when it exists: [price, total fraction] each. */
    bidders(first: [string, string], second: [string, string]): DemoBidder[] {
      const out: DemoBidder[] = [{ departId: s1Org.id, userId: s1.id, price: first[0], total: first[1] }];
      if (s2 && s2Org) out.push({ departId: s2Org.id, userId: s2.id, price: second[0], total: second[1] });
      return out;
    },
  };
}
