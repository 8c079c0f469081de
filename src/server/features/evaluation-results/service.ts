import type { Database } from '../../db/database';
import type { Trx } from '../../db/transact';
import type { TenderDeps } from '../tender-common';

/** What the results read from other areas: the negotiation's last-round prices (method 13). */
export interface EvaluationResultInputs {
  lastRoundPrices: (
    db: Database['db'] | Trx,
    projectId: string,
  ) => Promise<ReadonlyMap<string, string> | null>;
}

export function createEvaluationResultService(_deps: TenderDeps, _inputs: EvaluationResultInputs) {
  return {};
}

export type EvaluationResultService = ReturnType<typeof createEvaluationResultService>;
