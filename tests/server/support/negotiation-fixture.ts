import { TENDER_METHOD } from '@/shared/codes/statuses';
import { ROLES } from '@/shared/codes/roles';
import type { RoundPriceContent } from '@/shared/contracts/negotiation';
import { NEGOTIATION_PATHS as N } from '@/shared/contracts/negotiation-paths';
import type { SupplierRoundView } from '@/shared/contracts/negotiation';
import { TENDER_PATHS as P } from '@/shared/contracts/tender-paths';
import { sealOffer } from '@/shared/crypto/offer-seal';
import type { OfferContent } from '@/shared/contracts/tender-offers';
import { randomId } from '@/shared/format/random-id';
import { bodyOf } from './admin-call';
import { offerCalls } from './offer-calls';
import { tenderParties } from './tender-party-fixtures';
import type { TestApp } from './test-app';

const DAY = 86_400_000;

/**
 * A method 13 project past its opening: three suppliers sent offers (100000.00, 90000.00, 95000.00),
 * the buyer opened them and the third was rejected; round prices are sealed with the real code.
 */
export function negotiationFixture(t: () => TestApp) {
  const fx = tenderParties(t);
  const calls = offerCalls(t, {
    s1: 'supplier01',
    s2: 'negsup02',
    s3: 'negsup03',
    buyer: 'buyer01',
    expert: 'expert01',
    outsider: 'negexpert2',
  });
  const orgs = { buyer: '', s1: '', s2: '', s3: '' };

  async function setUp(): Promise<string> {
    orgs.buyer = await fx.orgId('GROUP-PROC');
    orgs.s1 = await fx.orgId('SUPPLIER-01');
    if (!orgs.s2) {
      orgs.s2 = await fx.addOrg('NEG-S2', '谈判二号', '03');
      orgs.s3 = await fx.addOrg('NEG-S3', '谈判三号', '03');
      const expertOrg = await fx.addOrg('NEG-EXP', 'Expert library', '04');
      await fx.addUser('negsup02', 'negsup02', orgs.s2, ROLES.FORMAL_SUPPLIER);
      await fx.addUser('negsup03', 'negsup03', orgs.s3, ROLES.FORMAL_SUPPLIER);
      await fx.addUser('negexpert2', 'negexpert2', expertOrg, ROLES.FORMAL_EXPERT);
    }
    await calls.signInAll();
    const project = await fx.addProject(orgs.buyer, { quoteDays: 1, signupDays: 0.5 });
    const db = t().database.db;
    await db
      .updateTable('tender_projects')
      .set({ tender_method: TENDER_METHOD.COMPETITIVE_NEGOTIATION })
      .where('id', '=', project)
      .execute();
    for (const org of [orgs.s1, orgs.s2, orgs.s3]) await fx.addSignup(project, org, '01');
    const prices: [string, string][] = [
      ['s1', '100000.00'],
      ['s2', '90000.00'],
      ['s3', '95000.00'],
    ];
    for (const [who, totalPrice] of prices)
      bodyOf((await calls.send(who, project, { totalPrice, deliveryDays: 10 })).res);
    t().clock.advance(DAY + 60_000);
    await calls.signInAll();
    bodyOf(await calls.call('buyer', P.offerOpen, { projectId: project }));
    await db
      .updateTable('tender_offers')
      .set({ status: '04' })
      .where('project_id', '=', project)
      .where('supplier_depart_id', '=', orgs.s3)
      .execute();
    const expert = await fx.userId('expert01');
    await db
      .insertInto('evaluation_tasks')
      .values({
        id: randomId(),
        project_id: project,
        expert_user_id: expert,
        status: '00',
        assigned_by: 'test',
        assigned_at: t().clock.now().toISOString(),
        updated_at: t().clock.now().toISOString(),
      })
      .execute();
    return project;
  }

  /** The round as the supplier sees it, sealed for with the key it hands out. */
  async function sealPrice(who: string, roundId: string, content: RoundPriceContent, slot = {}) {
    const rounds = bodyOf(await calls.call(who, N.supplierRounds, {})) as SupplierRoundView[];
    const round = rounds.find((r) => r.roundId === roundId);
    if (!round?.publicKeyJwk) throw new Error(`${who} sees no open round ${roundId}`);
    const context = {
      projectId: round.projectId,
      supplierDepartId: round.supplierDepartId,
      offerId: randomId(),
      ...slot,
    };
    return sealOffer(round.publicKeyJwk, content as unknown as OfferContent, context);
  }

  async function sendPrice(who: string, roundId: string, totalPrice: string, key = randomId()) {
    const sealed = await sealPrice(who, roundId, { totalPrice });
    return { sealed, res: await calls.call(who, N.submitPrice, { roundId, sealed }, key) };
  }

  return { fx, calls, orgs, setUp, sealPrice, sendPrice };
}
