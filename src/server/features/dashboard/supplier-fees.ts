import { PURCHASE_STATUS as P } from '@/shared/codes/procurement';
import { AUDIT_STATUS } from '@/shared/codes/statuses';
import type { DashboardCard } from '@/shared/contracts/dashboard';
import { FEE_STATE } from '@/shared/contracts/fees';
import { feeStateOf } from '../fees';
import type { Db } from '../tender-common';
import { CAP, cardOf, type ItemRow } from './cards';
import { LINKS } from './links';

/** An organisation takes part in few projects at a time; the fee state is read for at most these. */
const SCAN = 50;
const TO_PAY = new Set<string>([FEE_STATE.UNPAID, FEE_STATE.REJECTED]);

/**
 * Fees still to pay: projects taking vouchers (published, before the quote end) where the
 * organisation's signup is approved and the fees area says the document fee or bail is not paid (no voucher, or one rejected).
 */
export async function feesToPay(db: Db, s: { departId: string; now: string }): Promise<DashboardCard> {
  const projects = await db
    .selectFrom('tender_signups as x')
    .innerJoin('tender_projects as p', 'p.id', 'x.project_id')
    .where('x.supplier_depart_id', '=', s.departId)
    .where('x.audit_status', '=', AUDIT_STATUS.APPROVED)
    .where('p.status', '=', P.PUBLISHED)
    .where('p.quote_end_time', '>', s.now)
    .select(['p.id', 'p.project_code', 'p.name', 'p.quote_end_time'])
    .orderBy('p.quote_end_time')
    .orderBy('p.id')
    .limit(SCAN)
    .execute();
  const due: ItemRow[] = [];
  for (const p of projects) {
    const state = await feeStateOf(db, p.id, s.departId);
    // A voucher waiting for the buyer's audit is the buyer's move, not the supplier's.
    const unpaid = [state.documentFee, state.bail].find((f) => TO_PAY.has(f.state));
    if (!unpaid) continue;
    due.push({
      id: p.id,
      code: p.project_code,
      title: p.name,
      deadline: p.quote_end_time,
      state: `${unpaid.kind}.${unpaid.state}`,
      amount: unpaid.amount,
      link: `${LINKS.fees}?projectId=${encodeURIComponent(p.id)}`,
    });
  }
  return cardOf(
    'feesToPay',
    LINKS.fees,
    Promise.resolve({ total: due.length }),
    Promise.resolve(due.slice(0, CAP)),
  );
}
