import { EXPERT_TASK_STATUS, OFFER_STATUS, PURCHASE_STATUS } from '@/shared/codes/procurement';
import { AUDIT_STATUS, TENDER_METHOD } from '@/shared/codes/statuses';
import { ROUND_PRICE_STATUS as PS, ROUND_STATUS as RS } from '@/shared/contracts/negotiation';
import type { OfferContent } from '@/shared/contracts/tender-offers';
import { openSealedOffer, sealOffer, sha256HexOfBase64 } from '@/shared/crypto/offer-seal';
import { randomId } from '@/shared/format/random-id';
import type { Clock } from '../../lib/clock';
import type { Database } from '../database';
import { seedSealedDemo } from './seed-sealed-demo';
import type { Trx } from '../transact';
import { ensureSecondSupplier } from './seed-second-supplier';

const DAY = 86_400_000;
const HOUR = 3_600_000;
export const DEMO_NEGOTIATION_PROJECT_CODE = 'BL-DEMO-1301';
const PROJECT_ID = 'demo-project-bl-demo-1301';

type Sealed = Awaited<ReturnType<typeof sealOffer>>;
const envelope = (s: Sealed) => ({
  ephemeral_public_key: s.ephemeralPublicKey,
  iv: s.iv,
  ciphertext: s.ciphertext,
});

/**
 * Demo: buyer01's competitive negotiation BL-DEMO-1301 (method 13) in its second round. supplier01's and
 * supplier02's offers were sealed with the real offer sealing for the project key and opened with it
 * (486000.00 and 479000.00); round 1 opened (supplier01 went down to 472500.00; supplier02's 481000.00
 * was above its offer, so 479000.00 stands); round 2 is open for a day, supplier02's sealed price is in
 * and supplier01 can send its own. expert01 sits on the committee. Idempotent: a second start adds nothing.
 */
export async function seedNegotiationDemo(database: Database, clock: Clock, dataDir?: string): Promise<void> {
  await seedSealedDemo(
    { database, clock, dataDir },
    DEMO_NEGOTIATION_PROJECT_CODE,
    async ({ trx, keys, at, user: one, org }) => {
      const [buyer, supplier, expert, buyerOrg, supplierOrg] = await Promise.all([
        one('buyer01'),
        one('supplier01'),
        one('expert01'),
        org('GROUP-PROC'),
        org('SUPPLIER-01'),
      ]);
      const second = await ensureSecondSupplier(trx, clock);
      if (!buyer || !supplier || !expert || !buyerOrg || !supplierOrg || !second) return;
      await trx
        .insertInto('tender_projects')
        .values({
          id: PROJECT_ID,
          project_code: DEMO_NEGOTIATION_PROJECT_CODE,
          name: '码头岸桥吊具备件竞争性谈判采购',
          tender_method: TENDER_METHOD.COMPETITIVE_NEGOTIATION,
          budget: '500000.00',
          description: '两台岸桥吊具的易损备件年度供应，竞争性谈判，多轮报价。',
          depart_id: buyerOrg.id,
          status: PURCHASE_STATUS.EVALUATING,
          signup_end_time: at(-6 * DAY),
          quote_end_time: at(-2 * DAY),
          published_at: at(-12 * DAY),
          cancel_reason: null,
          opened_at: at(-2 * DAY + HOUR),
          version: 1,
          created_by: buyer.id,
          updated_by: buyer.id,
          created_at: at(-13 * DAY),
          updated_at: at(-2 * DAY + HOUR),
        })
        .execute();
      const { row } = await keys.ensureProjectKey(trx, PROJECT_ID);
      const publicKey = JSON.parse(row.public_key_jwk) as JsonWebKey;
      const privateKey = await keys.unwrapPrivateKey(row);
      const bidders = [
        { departId: supplierOrg.id, userId: supplier.id, offer: '486000.00', round1: '472500.00' },
        { departId: second.orgId, userId: second.userId, offer: '479000.00', round1: '481000.00' },
      ];
      await trx
        .insertInto('evaluation_tasks')
        .values({
          id: `${PROJECT_ID}-task`,
          project_id: PROJECT_ID,
          expert_user_id: expert.id,
          status: EXPERT_TASK_STATUS.ASSIGNED,
          assigned_by: buyer.id,
          assigned_at: at(-2 * DAY),
          updated_at: at(-2 * DAY),
        })
        .execute();
      const round1 = randomId();
      const round2 = randomId();
      for (const [id, no, end, status] of [
        [round1, 1, at(-DAY), RS.OPENED],
        [round2, 2, at(DAY), RS.OPEN],
      ] as const) {
        await trx
          .insertInto('negotiation_rounds')
          .values({
            id,
            project_id: PROJECT_ID,
            round_no: no,
            end_time: end,
            status,
            started_by: buyer.id,
            started_at: at(no === 1 ? -2 * DAY + 2 * HOUR : -DAY + HOUR),
            opened_by: status === RS.OPENED ? 'system:clock' : null,
            opened_at: status === RS.OPENED ? at(-DAY + 60_000) : null,
            updated_at: at(-DAY + HOUR),
          })
          .execute();
      }
      for (const b of bidders) {
        const offerId = await seedOffer(trx, publicKey, privateKey, b, at);
        const improved = BigInt(b.round1.replace('.', '')) <= BigInt(b.offer.replace('.', ''));
        const standing1 = improved ? b.round1 : b.offer;
        await trx
          .insertInto('negotiation_round_suppliers')
          .values([
            {
              round_id: round1,
              supplier_depart_id: b.departId,
              offer_id: offerId,
              previous_price: b.offer,
              standing_price: standing1,
            },
            {
              round_id: round2,
              supplier_depart_id: b.departId,
              offer_id: offerId,
              previous_price: standing1,
              standing_price: null,
            },
          ])
          .execute();
        const sealedPrice = async (roundId: string, price: string, status: string, receivedAt: string) => {
          const id = randomId();
          const sealed = await sealOffer(publicKey, { totalPrice: price } as unknown as OfferContent, {
            projectId: PROJECT_ID,
            supplierDepartId: b.departId,
            offerId: id,
          });
          const opened = status !== PS.SEALED;
          await trx
            .insertInto('negotiation_prices')
            .values({
              id,
              round_id: roundId,
              project_id: PROJECT_ID,
              supplier_depart_id: b.departId,
              user_id: b.userId,
              ...envelope(sealed),
              ciphertext_sha256: await sha256HexOfBase64(sealed.ciphertext),
              status,
              price: opened ? price : null,
              reason: status === PS.ABOVE_PREVIOUS ? 'abovePrevious' : null,
              received_at: receivedAt,
              opened_at: opened ? at(-DAY + 60_000) : null,
              updated_at: receivedAt,
            })
            .execute();
        };
        await sealedPrice(round1, b.round1, improved ? PS.VALID : PS.ABOVE_PREVIOUS, at(-DAY - HOUR));
        if (b.departId === second.orgId) await sealedPrice(round2, '476800.00', PS.SEALED, at(-HOUR));
      }
    },
  );
}

/** An approved signup and an offer sealed for the project key, then opened with it as the opening does. */
async function seedOffer(
  trx: Trx,
  publicKey: JsonWebKey,
  privateKey: CryptoKey,
  b: { departId: string; userId: string; offer: string },
  at: (ms: number) => string,
): Promise<string> {
  await trx
    .insertInto('tender_signups')
    .values({
      id: `${PROJECT_ID}-signup-${b.departId}`,
      project_id: PROJECT_ID,
      supplier_depart_id: b.departId,
      user_id: b.userId,
      contact_name: '联系人',
      contact_phone: '13800000013',
      contact_email: 'negotiation@bidline.test',
      remark: null,
      audit_status: AUDIT_STATUS.APPROVED,
      reject_reason: null,
      received_at: at(-8 * DAY),
      audited_by: null,
      audited_at: at(-7 * DAY),
      updated_at: at(-7 * DAY),
    })
    .execute();
  const id = randomId();
  const context = { projectId: PROJECT_ID, supplierDepartId: b.departId, offerId: id };
  const content = { totalPrice: b.offer, deliveryDays: 30, remark: '' } as unknown as OfferContent;
  const sealed = await sealOffer(publicKey, content, context);
  const opened = await openSealedOffer(privateKey, sealed, context);
  await trx
    .insertInto('tender_offers')
    .values({
      id,
      project_id: PROJECT_ID,
      supplier_depart_id: b.departId,
      user_id: b.userId,
      ...envelope(sealed),
      ciphertext_sha256: await sha256HexOfBase64(sealed.ciphertext),
      seal_version: 2,
      status: OFFER_STATUS.OPENED,
      received_at: at(-3 * DAY),
      opened_json: JSON.stringify(opened),
      opened_at: at(-2 * DAY + HOUR),
      updated_at: at(-2 * DAY + HOUR),
    })
    .execute();
  return id;
}
