import type { Database } from '../../db/database';
import type { Trx } from '../../db/transact';
import type { OfferKeys } from '../offers';
import type { TenderDeps } from '../tender-common';

export function createNegotiationService(_deps: TenderDeps, _keys: OfferKeys) {
  return {
    /**
     * The prices the ranking uses for a method 13 project (the evaluation reads them): the opened offer's
     * id -> its last round's price (decimal text), for the suppliers still in; null when the project had
     * no negotiation round.
     */
    async lastRoundPrices(
      _db: Database['db'] | Trx,
      _projectId: string,
    ): Promise<ReadonlyMap<string, string> | null> {
      return null;
    },
  };
}

export type NegotiationService = ReturnType<typeof createNegotiationService>;
