import { EVALUATION_STEP } from '@/shared/codes/evaluation';
import { OFFER_STATUS, PURCHASE_STATUS } from '@/shared/codes/procurement';
import { AUDIT_STATUS, TENDER_METHOD } from '@/shared/codes/statuses';
import type { OfferContent } from '@/shared/contracts/tender-offers';
import { openSealedOffer, sealOffer, sha256HexOfBase64 } from '@/shared/crypto/offer-seal';
import type { Clock } from '../../lib/clock';
import type { Database } from '../database';
import { seedSealedDemo } from './seed-sealed-demo';
import { seedCommittee, seedSetup } from './seed-evaluation-committee';
import { DEMO_EVALUATION_PROJECT_CODE, EXPERT02_POINTS, PROJECT_ID } from './seed-evaluation-data';
import type { Trx } from '../transact';

const DAY = 86_400_000;
/**
 * Demo (issue 19): buyer01's BL-DEMO-0502 in evaluation (05). supplier01's offer (and supplier02's when
 * that demo supplier exists) were sealed with the real offer sealing for the project key and opened with
 * it; the set-up is cost-performance (price weight 30) with a compliance step (pass/fail) and a
 * commercial-technical step (40 + 20 + 10); expert01..expert03 sit on the committee, signed in, expert01
 * elected leader and the review started; expert02 and expert03 submitted the compliance sheet, expert02
 * the technical one, so expert01 can score at first start. Idempotent: a second start adds nothing.
 */
export async function seedEvaluationDemo(database: Database, clock: Clock, dataDir?: string): Promise<void> {
  await seedSealedDemo(
    { database, clock, dataDir },
    DEMO_EVALUATION_PROJECT_CODE,
    async ({ trx, keys, at, user, org }) => {
      const [buyer, buyerOrg, s1, s1Org, s2, s2Org] = await Promise.all([
        user('buyer01'),
        org('GROUP-PROC'),
        user('supplier01'),
        org('SUPPLIER-01'),
        user('supplier02'),
        org('SUPPLIER-02'),
      ]);
      const experts = (await Promise.all(['expert01', 'expert02', 'expert03'].map(user))).filter((e) => !!e);
      if (!buyer || !buyerOrg || !s1 || !s1Org || experts.length === 0) return;
      await trx
        .insertInto('tender_projects')
        .values({
          id: PROJECT_ID,
          project_code: DEMO_EVALUATION_PROJECT_CODE,
          name: '港区道路照明节能改造设备采购',
          tender_method: TENDER_METHOD.OPEN,
          budget: '1280000.00',
          description: '港区主干道 LED 路灯及智能控制系统采购，含安装调试与三年质保。',
          depart_id: buyerOrg.id,
          status: PURCHASE_STATUS.EVALUATING,
          signup_end_time: at(-7 * DAY),
          quote_end_time: at(-DAY),
          published_at: at(-14 * DAY),
          cancel_reason: null,
          opened_at: at(-DAY + 3_600_000),
          version: 1,
          created_by: buyer.id,
          updated_by: buyer.id,
          created_at: at(-15 * DAY),
          updated_at: at(-DAY + 3_600_000),
        })
        .execute();
      const bidders = [{ departId: s1Org.id, userId: s1.id, price: '1186000.00', days: 45 }];
      if (s2 && s2Org) bidders.push({ departId: s2Org.id, userId: s2.id, price: '1152500.00', days: 60 });
      const offerIds: string[] = [];
      const { row } = await keys.ensureProjectKey(trx, PROJECT_ID);
      const publicKey = JSON.parse(row.public_key_jwk) as JsonWebKey;
      const privateKey = await keys.unwrapPrivateKey(row);
      for (const [i, b] of bidders.entries()) {
        offerIds.push(
          await seedOffer(trx, { publicKey, privateKey }, { ...b, id: `${PROJECT_ID}-offer-${i + 1}` }, at),
        );
      }
      await seedCommittee(
        trx,
        experts.map((e) => e.id),
        buyer.id,
        at,
      );
      await seedSetup(trx, buyer.id, at);
      const [, e2, e3] = experts;
      const sheet = async (
        expertId: string,
        step: string,
        lines: [string, string, string | null, number | null][],
      ) => {
        const id = `${PROJECT_ID}-sheet-${step}-${expertId}`;
        await trx
          .insertInto('evaluation_sheets')
          .values({
            id,
            project_id: PROJECT_ID,
            step_code: step,
            expert_user_id: expertId,
            submitted_at: at(-3_600_000),
          })
          .execute();
        await trx
          .insertInto('evaluation_scores')
          .values(
            lines.map(([c, offer, points, passed]) => ({
              sheet_id: id,
              criterion_id: `${PROJECT_ID}-${c}`,
              offer_id: offer,
              points,
              passed,
              reason: null,
            })),
          )
          .execute();
      };
      const passAll = offerIds.flatMap((o) =>
        ['c1', 'c2'].map((c) => [c, o, null, 1] as [string, string, null, number]),
      );
      if (e2) {
        await sheet(e2.id, EVALUATION_STEP.COMPLIANCE, passAll);
        await sheet(
          e2.id,
          EVALUATION_STEP.COMMERCIAL_TECHNICAL,
          offerIds.flatMap((o, i) =>
            ['c3', 'c4', 'c5'].map(
              (c, j) => [c, o, EXPERT02_POINTS[i]?.[j] ?? '0', null] as [string, string, string, null],
            ),
          ),
        );
      }
      if (e3) await sheet(e3.id, EVALUATION_STEP.COMPLIANCE, passAll);
    },
  );
}

async function seedOffer(
  trx: Trx,
  key: { publicKey: JsonWebKey; privateKey: CryptoKey },
  b: { id: string; departId: string; userId: string; price: string; days: number },
  at: (ms: number) => string,
): Promise<string> {
  await trx
    .insertInto('tender_signups')
    .values({
      id: `${b.id}-signup`,
      project_id: PROJECT_ID,
      supplier_depart_id: b.departId,
      user_id: b.userId,
      contact_name: '联系人',
      contact_phone: '13800000052',
      contact_email: 'evaluation@bidline.test',
      remark: null,
      audit_status: AUDIT_STATUS.APPROVED,
      reject_reason: null,
      received_at: at(-9 * DAY),
      audited_by: null,
      audited_at: at(-8 * DAY),
      updated_at: at(-8 * DAY),
    })
    .onConflict((oc) => oc.columns(['project_id', 'supplier_depart_id']).doNothing())
    .execute();
  const context = { projectId: PROJECT_ID, supplierDepartId: b.departId, offerId: b.id };
  const content = { totalPrice: b.price, deliveryDays: b.days, remark: '' } as unknown as OfferContent;
  const sealed = await sealOffer(key.publicKey, content, context);
  const opened = await openSealedOffer(key.privateKey, sealed, context);
  await trx
    .insertInto('tender_offers')
    .values({
      id: b.id,
      project_id: PROJECT_ID,
      supplier_depart_id: b.departId,
      user_id: b.userId,
      ephemeral_public_key: sealed.ephemeralPublicKey,
      iv: sealed.iv,
      ciphertext: sealed.ciphertext,
      ciphertext_sha256: await sha256HexOfBase64(sealed.ciphertext),
      seal_version: 2,
      status: OFFER_STATUS.OPENED,
      received_at: at(-2 * DAY),
      opened_json: JSON.stringify(opened),
      opened_at: at(-DAY + 3_600_000),
      updated_at: at(-DAY + 3_600_000),
    })
    .execute();
  return b.id;
}
