import { OFFER_STATUS, PURCHASE_STATUS } from '@/shared/codes/procurement';
import { AUDIT_STATUS, TENDER_METHOD } from '@/shared/codes/statuses';
import type { OfferContent } from '@/shared/contracts/tender-offers';
import { openSealedOffer, sealOffer, sha256HexOfBase64 } from '@/shared/crypto/offer-seal';
import type { SealedDemoContext } from './seed-sealed-demo';

const DAY = 86_400_000;

export interface DemoBidder {
  departId: string;
  userId: string;
  price: string;
  /** Total score as an exact fraction 'n/d' (evaluation_outcomes). */
  total: string;
}

/**
 * A buyer01 project after its signed report, as the evaluation leaves it (results demo, issue 20): the
 * project in `status`, each bidder's approved signup and offer sealed with the real project key and
 * opened (ranked, 05), the outcomes ranked in the order given (all candidates) and the publicity period
 * ending `endsIn` ms from now (3 calendar days long).
 */
export async function seedRankedProject(
  ctx: SealedDemoContext,
  p: {
    id: string;
    code: string;
    name: string;
    status: string;
    buyerOrg: string;
    buyer: string;
    endsIn: number;
  },
  bidders: readonly DemoBidder[],
): Promise<string[]> {
  const { trx, keys, at } = ctx;
  const ends = p.endsIn;
  await trx
    .insertInto('tender_projects')
    .values({
      id: p.id,
      project_code: p.code,
      name: p.name,
      tender_method: TENDER_METHOD.OPEN,
      budget: '500000.00',
      description: null,
      depart_id: p.buyerOrg,
      status: p.status,
      signup_end_time: at(ends - 12 * DAY),
      quote_end_time: at(ends - 6 * DAY),
      published_at: at(ends - 20 * DAY),
      cancel_reason: null,
      opened_at: at(ends - 6 * DAY + 3_600_000),
      version: 1,
      created_by: p.buyer,
      updated_by: p.buyer,
      created_at: at(ends - 21 * DAY),
      updated_at: at(ends - 3 * DAY),
    })
    .execute();
  const { row } = await keys.ensureProjectKey(trx, p.id);
  const publicKey = JSON.parse(row.public_key_jwk) as JsonWebKey;
  const privateKey = await keys.unwrapPrivateKey(row);
  const offerIds: string[] = [];
  for (const [i, b] of bidders.entries()) {
    const id = `${p.id}-offer-${i + 1}`;
    offerIds.push(id);
    await trx
      .insertInto('tender_signups')
      .values({
        id: `${id}-signup`,
        project_id: p.id,
        supplier_depart_id: b.departId,
        user_id: b.userId,
        contact_name: '联系人',
        contact_phone: '13800000060',
        contact_email: 'results@bidline.test',
        remark: null,
        audit_status: AUDIT_STATUS.APPROVED,
        reject_reason: null,
        received_at: at(ends - 15 * DAY),
        audited_by: null,
        audited_at: at(ends - 14 * DAY),
        updated_at: at(ends - 14 * DAY),
      })
      .execute();
    const context = { projectId: p.id, supplierDepartId: b.departId, offerId: id };
    const content = { totalPrice: b.price, deliveryDays: 30, remark: '' } as unknown as OfferContent;
    const sealed = await sealOffer(publicKey, content, context);
    const opened = await openSealedOffer(privateKey, sealed, context);
    await trx
      .insertInto('tender_offers')
      .values({
        id,
        project_id: p.id,
        supplier_depart_id: b.departId,
        user_id: b.userId,
        ephemeral_public_key: sealed.ephemeralPublicKey,
        iv: sealed.iv,
        ciphertext: sealed.ciphertext,
        ciphertext_sha256: await sha256HexOfBase64(sealed.ciphertext),
        seal_version: 2,
        status: OFFER_STATUS.RANKED,
        received_at: at(ends - 7 * DAY + i * 60_000),
        opened_json: JSON.stringify(opened),
        opened_at: at(ends - 6 * DAY + 3_600_000),
        updated_at: at(ends - 3 * DAY),
      })
      .execute();
    await trx
      .insertInto('evaluation_outcomes')
      .values({
        project_id: p.id,
        offer_id: id,
        price: b.price,
        scores: b.total,
        price_score: '0/1',
        total: b.total,
        rank: i + 1,
        candidate: 1,
        reasons_json: null,
        decided_at: at(ends - 3 * DAY),
      })
      .execute();
  }
  if (p.status === PURCHASE_STATUS.PUBLICITY || p.status === PURCHASE_STATUS.CONCLUDED)
    await trx
      .insertInto('result_publicity')
      .values({ project_id: p.id, started_at: at(ends - 3 * DAY), ends_at: at(ends), days: 3 })
      .execute();
  return offerIds;
}
