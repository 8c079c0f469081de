import os from 'node:os';
import { OFFER_STATUS } from '@/shared/codes/procurement';
import { ROLES } from '@/shared/codes/roles';
import { base64ToBytes, bytesToBase64 } from '@/shared/crypto/offer-seal';
import { createOfferKeys } from '@/server/features/offers';
import { createOpeningService, type OpeningHooks } from '@/server/features/opening';
import { bodyOf } from './admin-call';
import { offerCalls } from './offer-calls';
import { giveRulesAndNotice } from './project-rules-rows';
import { tenderParties } from './tender-party-fixtures';
import type { TestApp } from './test-app';

const DAY = 86_400_000;

/**
 * The opening-hall tests' parties (buyer01's organisation, supplier01 and a second supplier) and a
 * project with sealed offers sent through the real calls, whose quote end the test clock then passes.
 */
export function hallParties(t: () => TestApp) {
  const fx = tenderParties(t);
  const orgs = { buyer: '', s1: '', s2: '' };
  const calls = offerCalls(t, { s1: 'supplier01', s2: 'hallsup02', buyer: 'buyer01', agent: 'agent01' });

  return {
    fx,
    orgs,
    ...calls,
    async setUp() {
      await fx.ensureGrants();
      orgs.buyer = await fx.orgId('GROUP-PROC');
      orgs.s1 = await fx.orgId('SUPPLIER-01');
      orgs.s2 = await fx.addOrg('HALL-S2', '开标第二供应商', '03');
      await fx.addUser('hallsup02', 'hallsup02', orgs.s2, ROLES.FORMAL_SUPPLIER);
      await calls.signInAll();
    },

    /** A published project closing in a day with the suppliers' offers ('tamper': s2's is altered). */
    async projectWithOffers(options: { method?: string; tamper?: boolean; minValid?: number } = {}) {
      // Sessions live 12 h of test-clock time, which the tests move on.
      await calls.signInAll();
      const project = await fx.addProject(orgs.buyer, { signupDays: 0.5, quoteDays: 1 });
      if (options.method) {
        await t()
          .database.db.updateTable('tender_projects')
          .set({ tender_method: options.method })
          .where('id', '=', project)
          .execute();
      }
      if (options.minValid !== undefined) {
        await giveRulesAndNotice(t().database, project);
        await t()
          .database.db.updateTable('project_rules')
          .set({ min_valid_offers: options.minValid })
          .where('project_id', '=', project)
          .execute();
      }
      await fx.addSignup(project, orgs.s1, '01');
      await fx.addSignup(project, orgs.s2, '01');
      bodyOf((await calls.send('s1', project, { totalPrice: '1200.50', deliveryDays: 10 })).res);
      bodyOf((await calls.send('s2', project, { totalPrice: '1100.00', deliveryDays: 12 })).res);
      if (options.tamper) {
        const row = (await fx.offers(project)).find((o) => o.supplier_depart_id === orgs.s2);
        const bytes = base64ToBytes(row?.ciphertext ?? '');
        bytes[0] = (bytes[0] ?? 0) ^ 1;
        await t()
          .database.db.updateTable('tender_offers')
          .set({ ciphertext: bytesToBase64(bytes) })
          .where('id', '=', row?.id ?? '')
          .execute();
      }
      return project;
    },

    /** Past the quote end: sessions renewed and the offers closed (04) by the app's clock. */
    async passQuoteEnd() {
      t().clock.advance(2 * DAY);
      await calls.signInAll();
      await t().services.tenders.clock.sweep();
    },

    /** A bare opening service of this app's database with its own hooks (and the app's KEK). */
    openingWith(hooks: OpeningHooks) {
      const deps = {
        database: t().database,
        clock: t().clock,
        audit: t().services.audit,
        quoteMinDays: async () => 5,
        amendMinDays: async () => 3,
        dataDir: os.tmpdir(),
        env: { OFFER_KEK: process.env.OFFER_KEK },
      };
      return createOpeningService(deps, createOfferKeys(deps), hooks);
    },

    buyerActor: () => ({ userId: 'buyer', roleCode: ROLES.FORMAL_BUYER, departId: orgs.buyer }),

    async project(projectId: string) {
      return t()
        .database.db.selectFrom('tender_projects')
        .selectAll()
        .where('id', '=', projectId)
        .executeTakeFirstOrThrow();
    },

    async plan(projectId: string) {
      return t()
        .database.db.selectFrom('opening_plans')
        .selectAll()
        .where('project_id', '=', projectId)
        .executeTakeFirst();
    },

    async statuses(projectId: string) {
      return (await fx.offers(projectId)).map((o) => o.status).sort();
    },

    sealedOnly: (statuses: string[]) => statuses.every((s) => s === OFFER_STATUS.SEALED),
  };
}
