import type { Trx } from '../../db/transact';
import type { Db, TenderDeps } from '../tender-common';
import { evaluationError } from './access';
import { createAssistantReads } from './assistant-reads';
import * as repo from './repository';
import * as sheetRepo from './sheet-repository';
import { createSetupService } from './setup-service';
import { committeeLeader } from '../committee';
import { createSheetService, type LeaderOf } from './sheet-service';

export interface EvaluationHooks {
  /** The committee's elected leader; the committee index's read unless a test gives another. */
  leaderOf?: LeaderOf;
}

/**
 * Evaluation (issue 19): the buyer side's set-up (steps, price method, criteria), the experts' drive,
 * the leader's start of the review and each expert's own score sheets. What the results area needs to
 * summarise a step is here too (setupOf, sheetsOf, markSummarised), taking its transaction.
 */
export function createEvaluationService(deps: TenderDeps, hooks: EvaluationHooks = {}) {
  const setup = createSetupService(deps);
  const sheets = createSheetService(deps, hooks.leaderOf ?? committeeLeader);
  return {
    ...setup,
    ...sheets,
    ...createAssistantReads(deps),
    /** The project's config, steps (with status) and criteria. */
    setupOf: (db: Db, projectId: string) => repo.readSetup(db, projectId),
    /** Every submitted sheet of a step with its lines; no access check: the caller gates it. */
    sheetsOf: (db: Db, projectId: string, stepCode: string) => sheetRepo.readSheets(db, projectId, stepCode),
    /** Closes a step (00 -> 01) in the caller's transaction; a late sheet is then refused. */
    async markSummarised(trx: Trx, projectId: string, stepCode: string, byUserId: string): Promise<void> {
      const at = deps.clock.now().toISOString();
      if (!(await repo.markSummarised(trx, projectId, stepCode, byUserId, at)))
        throw evaluationError('CONFLICT', 'stepSummarised', { field: 'stepCode' });
    },
  };
}

export type EvaluationService = ReturnType<typeof createEvaluationService>;
