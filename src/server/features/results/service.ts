import type { Trx } from '../../db/transact';
import type { ProjectHook, TenderDeps } from '../tender-common';

export interface ResultHooks {
  /** Run in the conclusion's transaction (06 -> 07), in order: the notices, then the contracts. */
  afterConclude: readonly ProjectHook[];
}

export function createResultService(_deps: TenderDeps, _hooks: ResultHooks) {
  return {
    /**
     * evaluation-results' afterPublicity: the project entered publicity (06) at `at` (ISO server time);
     * records the period of publicityDays calendar days.
     */
    async startPublicity(_trx: Trx, _projectId: string, _at: string): Promise<void> {},
  };
}

export type ResultService = ReturnType<typeof createResultService>;
