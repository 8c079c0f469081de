import { ROUND_PRICE_STATUS as PS } from '@/shared/contracts/negotiation';
import type { Trx } from '../../db/transact';
import type { Actor } from '../../lib/request-context';
import type { OfferKeys } from '../offers';
import type { TenderDeps } from '../tender-common';
import * as repo from './repository';
import { openPrice } from './seal';

export interface OpenRoundDeps {
  keys: OfferKeys;
  audit: TenderDeps['audit'];
}

/**
 * Opens a round whose end has passed, once: the guarded status update lets one caller through (the
 * clock in any process, or the buyer); the others find it opened and change nothing. Each supplier's
 * sealed price is opened against its previous price; the standing price is the valid new one, else the
 * previous. A project key that will not unwrap fails the whole opening (nothing half-opened).
 */
export async function openRoundIn(
  trx: Trx,
  deps: OpenRoundDeps,
  round: { id: string; project_id: string },
  actor: Actor,
  at: string,
  requestId?: string,
): Promise<boolean> {
  if (!(await repo.claimOpening(trx, round.id, actor.userId, at))) return false;
  const suppliers = await repo.listRoundSuppliers(trx, [round.id]);
  const sealed = (await repo.listPrices(trx, [round.id])).filter((p) => p.status === PS.SEALED);
  const privateKey = sealed.length > 0 ? await deps.keys.projectPrivateKey(trx, round.project_id) : null;
  const outcome: Record<string, { status: string | null; standing: string }> = {};
  for (const supplier of suppliers) {
    const price = sealed.find((p) => p.supplier_depart_id === supplier.supplier_depart_id);
    let standing = supplier.previous_price;
    let status: string | null = null;
    if (price) {
      const opened = await openPrice(privateKey, price, supplier.previous_price);
      await repo.setPriceOpened(trx, price.id, { ...opened, at });
      if (opened.status === PS.VALID && opened.price !== null) standing = opened.price;
      status = opened.status;
    }
    await repo.setStanding(trx, round.id, supplier.supplier_depart_id, standing);
    outcome[supplier.supplier_depart_id] = { status, standing };
  }
  // A price of an organisation no longer in the round cannot stand; it is marked unread.
  for (const price of sealed) {
    if (!suppliers.some((s) => s.supplier_depart_id === price.supplier_depart_id))
      await repo.setPriceOpened(trx, price.id, {
        status: PS.DECRYPTION_FAILED,
        price: null,
        reason: 'notInRound',
        at,
      });
  }
  await deps.audit.append(
    trx,
    actor,
    {
      entityType: 'negotiationRound',
      entityId: round.id,
      action: 'openRound',
      before: { status: '00' },
      after: { status: '01', projectId: round.project_id, outcome },
    },
    requestId,
  );
  return true;
}
