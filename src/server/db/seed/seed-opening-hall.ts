import { OFFER_STATUS, PURCHASE_STATUS } from '@/shared/codes/procurement';
import { AUDIT_STATUS, TENDER_METHOD } from '@/shared/codes/statuses';
import { offerContentSchema } from '@/shared/contracts/tender-offers';
import { sealOffer, sha256HexOfBase64 } from '@/shared/crypto/offer-seal';
import type { Clock } from '../../lib/clock';
import type { Database } from '../database';
import { seedSealedDemo } from './seed-sealed-demo';
import type { Trx } from '../transact';
import { ensureSecondSupplier } from './seed-second-supplier';

const MINUTE = 60_000;
const DAY = 86_400_000;
export const DEMO_OPENING_PROJECT_CODE = 'BL-DEMO-0401';
export const DEMO_OPENING_PROJECT_ID = 'demo-project-bl-demo-0401';
const PROJECT_ID = DEMO_OPENING_PROJECT_ID;

/**
 * Demo: buyer01's project BL-DEMO-0401, whose quote end passed ten minutes before the first start, with
 * sealed offers from supplier01 and supplier02 sealed with the real offer sealing for the project key
 * (as the browser seals them); supplier02 has signed in to the hall. Its offers are closed (04), so it
 * waits in buyer01's opening hall (/bidding/bidOpeningHall-list) for the start button. Rules ask for two
 * valid offers. Idempotent: a second start adds nothing.
 */
export async function seedOpeningHallDemo(database: Database, clock: Clock, dataDir?: string): Promise<void> {
  await seedSealedDemo(
    { database, clock, dataDir },
    DEMO_OPENING_PROJECT_CODE,
    async ({ trx, keys, at, user: one, org }) => {
      const [buyer, supplier, buyerOrg, supplierOrg] = await Promise.all([
        one('buyer01'),
        one('supplier01'),
        org('GROUP-PROC'),
        org('SUPPLIER-01'),
      ]);
      const second = await ensureSecondSupplier(trx, clock);
      if (!buyer || !supplier || !buyerOrg || !supplierOrg || !second) return;
      await trx
        .insertInto('tender_projects')
        .values({
          id: PROJECT_ID,
          project_code: DEMO_OPENING_PROJECT_CODE,
          name: '集装箱码头照明灯具更换采购',
          tender_method: TENDER_METHOD.OPEN,
          budget: '260000.00',
          description: '码头堆场高杆灯 LED 灯具更换，公开招标，报价已截止，等待开标。',
          depart_id: buyerOrg.id,
          // Offers closed (04) at the quote end, as the project clock moves a project: ready to open.
          status: PURCHASE_STATUS.OPENING,
          signup_end_time: at(-3 * DAY),
          quote_end_time: at(-10 * MINUTE),
          published_at: at(-12 * DAY),
          cancel_reason: null,
          opened_at: null,
          version: 1,
          created_by: buyer.id,
          updated_by: buyer.id,
          created_at: at(-13 * DAY),
          updated_at: at(-10 * MINUTE),
        })
        .execute();
      await rulesAndNotice(trx, buyer.id, at);
      const { row } = await keys.ensureProjectKey(trx, PROJECT_ID);
      const publicKey = JSON.parse(row.public_key_jwk) as JsonWebKey;
      const bidders = [
        { departId: supplierOrg.id, userId: supplier.id, price: '248600.00', days: 20, sent: -2 * DAY },
        { departId: second.orgId, userId: second.userId, price: '252300.50', days: 15, sent: -DAY },
      ];
      for (const b of bidders) {
        await trx
          .insertInto('tender_signups')
          .values({
            id: `${PROJECT_ID}-signup-${b.departId}`,
            project_id: PROJECT_ID,
            supplier_depart_id: b.departId,
            user_id: b.userId,
            contact_name: '联系人',
            contact_phone: '13800000004',
            contact_email: 'opening@bidline.test',
            remark: null,
            audit_status: AUDIT_STATUS.APPROVED,
            reject_reason: null,
            received_at: at(-8 * DAY),
            audited_by: buyer.id,
            audited_at: at(-7 * DAY),
            updated_at: at(-7 * DAY),
          })
          .execute();
        const id = `${PROJECT_ID}-offer-${b.departId}`;
        const content = offerContentSchema.parse({ totalPrice: b.price, deliveryDays: b.days });
        const sealed = await sealOffer(publicKey, content, {
          projectId: PROJECT_ID,
          supplierDepartId: b.departId,
          offerId: id,
        });
        await trx
          .insertInto('tender_offers')
          .values({
            id,
            project_id: PROJECT_ID,
            supplier_depart_id: b.departId,
            user_id: b.userId,
            ephemeral_public_key: sealed.ephemeralPublicKey,
            iv: sealed.iv,
            ciphertext: sealed.ciphertext,
            ciphertext_sha256: await sha256HexOfBase64(sealed.ciphertext),
            seal_version: sealed.v,
            status: OFFER_STATUS.SEALED,
            received_at: at(b.sent),
            opened_json: null,
            opened_at: null,
            updated_at: at(b.sent),
          })
          .execute();
      }
      await trx
        .insertInto('opening_hall_signins')
        .values({
          id: `${PROJECT_ID}-signin`,
          project_id: PROJECT_ID,
          supplier_depart_id: second.orgId,
          user_id: second.userId,
          signed_in_at: at(-15 * MINUTE),
        })
        .execute();
    },
  );
}

async function rulesAndNotice(trx: Trx, by: string, at: (ms: number) => string): Promise<void> {
  await trx
    .insertInto('project_rules')
    .values({
      project_id: PROJECT_ID,
      evaluation_method: '00',
      price_method: '00',
      criteria_json: '[]',
      qualification: '具有独立法人资格；具备同类灯具供货业绩。',
      bail_cents: null,
      document_fee_cents: null,
      min_valid_offers: 2,
      signup_start_time: at(-12 * DAY),
      question_end_time: at(-3 * DAY),
      version: 1,
      created_by: by,
      updated_by: by,
      created_at: at(-12 * DAY),
      updated_at: at(-12 * DAY),
    })
    .execute();
  await trx
    .insertInto('project_notices')
    .values({
      project_id: PROJECT_ID,
      title: '集装箱码头照明灯具更换采购招标公告',
      html: '<h2>集装箱码头照明灯具更换采购</h2><p>欢迎符合资格要求的供应商报名参加。</p>',
      updated_by: by,
      updated_at: at(-12 * DAY),
    })
    .execute();
}
