import { PURCHASE_STATUS } from '@/shared/codes/procurement';
import { randomId } from '@/shared/format/random-id';
import { tenderRows } from './tender-rows';
import type { TestApp } from './test-app';

/** One organisation's offer on the seeded project and what became of it. */
export interface NoticeOffer {
  org: string;
  /** OFFER_STATUS. */
  status: string;
  price?: string;
  rank?: number | null;
  reasons?: unknown[];
  scrap?: string;
  /** OFFER_WITHDRAW_REASON: '01' withdrawn, '02' replaced. */
  withdrawn?: '01' | '02';
  /** Seconds after the base time. */
  at?: number;
}

/**
 * A project at the end of publicity for the notices tests, written straight into the database: offers
 * with their evaluation outcomes, scraps and withdrawals, and the winners the buyer confirmed.
 */
export function noticeRows(t: () => TestApp) {
  const rows = tenderRows(t);
  const db = () => t().database.db;
  const now = () => t().clock.now().toISOString();

  return {
    ...rows,
    async addProjectAtConclusion(
      buyerOrg: string,
      buyerUser: string,
      options: {
        name: string;
        code: string;
        offers: NoticeOffer[];
        winners: { offer: number; price: string }[];
      },
    ) {
      const projectId = await rows.addProject(buyerOrg, {
        status: PURCHASE_STATUS.PUBLICITY,
        quoteDays: -3,
        signupDays: -4,
        name: options.name,
        code: options.code,
      });
      const offerIds: string[] = [];
      for (const [i, o] of options.offers.entries()) {
        const id = randomId();
        offerIds.push(id);
        const at = `2026-11-15T08:00:${String(o.at ?? i).padStart(2, '0')}.000Z`;
        await db()
          .insertInto('tender_offers')
          .values({
            id,
            project_id: projectId,
            supplier_depart_id: o.org,
            user_id: 'test',
            ephemeral_public_key: 'x',
            iv: 'x',
            ciphertext: 'x',
            ciphertext_sha256: '0'.repeat(64),
            status: o.status,
            received_at: at,
            opened_json: o.price ? JSON.stringify({ totalPrice: o.price }) : null,
            opened_at: o.price ? now() : null,
            updated_at: now(),
          })
          .execute();
        if (o.withdrawn)
          await db()
            .insertInto('tender_offer_withdrawals')
            .values({
              offer_id: id,
              project_id: projectId,
              supplier_depart_id: o.org,
              user_id: buyerUser,
              reason: o.withdrawn,
              replaced_by: null,
              withdrawn_at: at,
            })
            .execute();
        if (o.scrap)
          await db()
            .insertInto('evaluation_scraps')
            .values({
              project_id: projectId,
              offer_id: id,
              reason: o.scrap,
              recorded_by: buyerUser,
              recorded_at: now(),
            })
            .execute();
        if (o.rank !== undefined)
          await db()
            .insertInto('evaluation_outcomes')
            .values({
              project_id: projectId,
              offer_id: id,
              price: o.price ?? '0.00',
              scores: '50',
              price_score: '30',
              total: '80',
              rank: o.rank,
              candidate: o.rank !== null && o.rank <= 3 ? 1 : 0,
              reasons_json: o.reasons ? JSON.stringify(o.reasons) : null,
              decided_at: now(),
            })
            .execute();
      }
      for (const w of options.winners) {
        const offer = options.offers[w.offer] as NoticeOffer;
        await db()
          .insertInto('result_winners')
          .values({
            project_id: projectId,
            org_id: offer.org,
            offer_id: offerIds[w.offer] as string,
            rank: offer.rank ?? 1,
            price: w.price,
            reason: null,
            confirmed_by: buyerUser,
            confirmed_at: now(),
          })
          .execute();
      }
      return { projectId, offerIds };
    },
  };
}
