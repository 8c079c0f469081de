import type { Database } from '../../db/database';
import type { Trx } from '../../db/transact';
import type { LeaderOf } from './access';

/** What the results read from other areas: the negotiation's last-round prices (method 13), the leader. */
export interface EvaluationResultInputs {
  lastRoundPrices: (
    db: Database['db'] | Trx,
    projectId: string,
  ) => Promise<ReadonlyMap<string, string> | null>;
  /** The leader read; absent, the committee index's committeeLeader (access.ts). Tests may inject one. */
  leaderOf?: LeaderOf;
  /**
   * Called in the signing transaction when the last member signs and the project enters publicity (06);
   * the results area (issue 20) records the publicity period from `at` (ISO server time).
   */
  afterPublicity?: (trx: Trx, projectId: string, at: string) => Promise<void>;
}
