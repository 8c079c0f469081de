import { mutate } from '@/client/data/mutator';
import { api } from '@/client/lib/api-client';
import type { RoundView, StartRoundInput, SupplierRoundView } from '@/shared/contracts/negotiation';
import { NEGOTIATION_PATHS as P } from '@/shared/contracts/negotiation-paths';
import type { OfferContent } from '@/shared/contracts/tender-offers';
import { sealOffer } from '@/shared/crypto/offer-seal';
import { randomId } from '@/shared/format/random-id';
import { priceDraftKey } from './keys';

const once = () => ({ idempotencyKey: crypto.randomUUID() });

/** Who runs the rounds: the buyer side, or the committee's leader through the expert's calls. */
type Runner = 'buyer' | 'expert';

/** Online only: rounds are decided with the platform's clock in front of the runner. */
export const startRound = (reader: Runner, input: StartRoundInput) =>
  api.post<RoundView>(reader === 'buyer' ? P.startRound : P.expertStartRound, input, once());
export const openRound = (reader: Runner, roundId: string) =>
  api.post<RoundView>(reader === 'buyer' ? P.openRound : P.expertOpenRound, { roundId }, once());

/** The device holds no key for the round (the list was never read online while it was open). */
export class NoRoundKeyError extends Error {
  constructor() {
    super('no key to seal the round price for');
    this.name = 'NoRoundKeyError';
  }
}

/**
 * Seals the round price here for the project's key, bound to the project, the organisation and a fresh
 * price id, and queues only the envelope through the outbox (offline too), judged by the platform against
 * the round end on arrival: late, it comes back refused (1005) and stays in the sync centre with the draft.
 */
export async function sendRoundPrice(input: {
  userId: string;
  round: SupplierRoundView;
  totalPrice: string;
}) {
  const { round } = input;
  if (!round.publicKeyJwk) throw new NoRoundKeyError();
  const context = {
    projectId: round.projectId,
    supplierDepartId: round.supplierDepartId,
    offerId: randomId(),
  };
  // The offer envelope (v2) carries any JSON: here the round's total price alone.
  const content = { totalPrice: input.totalPrice } as unknown as OfferContent;
  const sealed = await sealOffer(round.publicKeyJwk, content, context);
  const entityKey = priceDraftKey(round.roundId);
  return mutate({
    userId: input.userId,
    method: 'POST',
    path: P.submitPrice,
    body: { roundId: round.roundId, sealed },
    entityKey,
    deadline: Date.parse(round.endTime),
    local: async (tx) => {
      // A new send replaces an earlier refused one of the same round.
      await tx.outbox
        .where('entityKey')
        .equals(entityKey)
        .and((entry) => entry.userId === input.userId && entry.status === 'rejected')
        .delete();
    },
  });
}
