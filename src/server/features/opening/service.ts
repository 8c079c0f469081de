import { PURCHASE_STATUS } from '@/shared/codes/procurement';
import { OPENING_MODE, OPENING_OUTCOME, type OpeningMode } from '@/shared/contracts/opening-hall';
import type { OpeningRecordLine } from '@/shared/contracts/tender-offers';
import { checkDeadline } from '@/shared/rules/time-checks';
import { type Trx, transact } from '../../db/transact';
import { AppError } from '../../lib/app-error';
import { type Actor, type RequestContext, SYSTEM_ACTOR } from '../../lib/request-context';
import type { OfferKeys } from '../offers';
import { findProject, type ProjectRow, type TenderDeps } from '../tender-common';
import { openingError, openingProject, recordProject } from './access';
import * as hall from './hall-repository';
import { createHallService } from './hall-service';
import { openingRecord } from './open-offers';
import * as repo from './repository';
import { KeyUnavailableError, type OpeningRun, runOpening } from './run-opening';
import { createUnattendedJob } from './unattended-job';

const { OPENING, EVALUATING } = PURCHASE_STATUS;

/** Other areas' part in an opening. */
export interface OpeningHooks {
  /** In the opening's transaction, after the offers opened (the opened screen's live frames). */
  afterOpen?: (trx: Trx, projectId: string) => Promise<void>;
}

/** Opened: the opening ran (the project may have moved on or been cancelled since). */
const wasOpened = (project: ProjectRow) => project.opened_at !== null;

/**
 * The opening of sealed offers (design note section 4) by the project's buyer organisation once the
 * server clock closed the offers (04, at the quote end time), its record, and the record's confirmation
 * that starts the evaluation (05). `keys` are the offer area's project keys (features/offers).
 */
export function createOpeningService(deps: TenderDeps, keys: OfferKeys, hooks: OpeningHooks = {}) {
  const { database, clock, audit, closeDue } = deps;
  const db = database.db;
  const run: OpeningRun = { deps: { clock, audit }, keys, afterOpen: hooks.afterOpen };

  /**
   * Runs an opening; when the project key is unavailable, the opening's transaction rolled back (nothing
   * opened) and the operator error is recorded (once) and audited in a transaction of its own.
   */
  async function recordingOperatorError<T>(
    projectId: string,
    actor: Actor,
    mode: OpeningMode,
    work: () => Promise<T>,
  ): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof KeyUnavailableError)) throw error;
      await transact(database, clock, { actor }, async (trx) => {
        const at = clock.now().toISOString();
        const reason = { key: 'opening-hall:errors.keyUnavailable', vars: {} };
        const outcome = {
          outcome: OPENING_OUTCOME.OPERATOR_ERROR,
          mode,
          at,
          openedCount: null,
          validCount: null,
          reason,
        };
        if (!(await hall.claimOperatorError(trx, projectId, outcome))) return;
        await audit.append(trx, actor, {
          entityType: 'tenderProject',
          entityId: projectId,
          action: 'openingOperatorError',
          after: { reason: reason.key, mode },
        });
      });
      throw error;
    }
  }

  /**
   * The unattended opening of one due project by the server (the job), through the same runOpening as
   * the buyer's; false when another process (or the buyer) opened it first or it is no longer due.
   */
  async function openUnattended(projectId: string): Promise<boolean> {
    return recordingOperatorError(projectId, SYSTEM_ACTOR, OPENING_MODE.UNATTENDED, () =>
      transact(database, clock, { actor: SYSTEM_ACTOR }, async (trx) => {
        const project = await findProject(trx, projectId);
        if (!project || wasOpened(project) || project.status !== OPENING) return false;
        if (checkDeadline(project.quote_end_time, clock.now()).ok) return false;
        await runOpening(trx, run, SYSTEM_ACTOR, project, OPENING_MODE.UNATTENDED);
        return true;
      }),
    ).catch((error: unknown) => {
      // Another process claimed the project first: it opens it, this one has nothing to do.
      if (error instanceof AppError && error.messageKey === 'tender:errors.offer.cannotOpen') return false;
      throw error;
    });
  }

  return {
    openUnattended,
    /** The hall's lists, sign-ins and unattended switch. */
    hall: createHallService(deps),
    /** The unattended openings' job, on the project clock's timer (tender-cycle wiring). */
    unattended: createUnattendedJob(deps, openUnattended),

    /**
     * Opens the project's sealed offers (the hall's start button); the project stays 04 with its record,
     * or fails (09) with too few valid offers. A repeat changes nothing and answers the same record.
     */
    async open(ctx: RequestContext, projectId: string): Promise<OpeningRecordLine[]> {
      await closeDue?.();
      return recordingOperatorError(projectId, ctx.actor, OPENING_MODE.HALL, () =>
        transact(database, clock, ctx, async (trx) => {
          const project = await openingProject(trx, ctx.actor, projectId);
          if (wasOpened(project)) return openingRecord(trx, project.id);
          if (checkDeadline(project.quote_end_time, clock.now()).ok) {
            throw openingError('CONFLICT', 'notYetOpen', { vars: { quoteEndTime: project.quote_end_time } });
          }
          if (project.status !== OPENING) throw openingError('CONFLICT', 'cannotOpen');
          return runOpening(trx, run, ctx.actor, project, OPENING_MODE.HALL, ctx.requestId);
        }),
      );
    },

    /** The buyer confirms the opening record: 04 (opened) -> 05 evaluating; the committee's tasks stay. */
    async confirmOpening(
      ctx: RequestContext,
      projectId: string,
    ): Promise<{ projectId: string; status: string }> {
      await closeDue?.();
      return transact(database, clock, ctx, async (trx) => {
        const project = await openingProject(trx, ctx.actor, projectId);
        if (project.status !== OPENING) throw openingError('CONFLICT', 'cannotConfirm');
        if (!wasOpened(project)) throw openingError('CONFLICT', 'notOpenedYet');
        const at = clock.now().toISOString();
        const move = { from: OPENING, to: EVALUATING, opened: true };
        if (!(await repo.moveProject(trx, project.id, move, { userId: ctx.actor.userId, at }))) {
          throw openingError('CONFLICT', 'cannotConfirm');
        }
        await audit.append(
          trx,
          ctx.actor,
          {
            entityType: 'tenderProject',
            entityId: project.id,
            action: 'confirmOpening',
            before: { status: OPENING },
            after: { status: EVALUATING },
          },
          ctx.requestId,
        );
        return { projectId: project.id, status: EVALUATING };
      });
    },

    /** The opening record: the project's buyer organisation and the suppliers that sent offers. */
    async record(actor: Actor, projectId: string): Promise<OpeningRecordLine[]> {
      await closeDue?.();
      const project = await recordProject(db, actor, projectId);
      if (!wasOpened(project)) {
        // Past the quote end the wait is for the buyer's opening, not for a time.
        if (!checkDeadline(project.quote_end_time, clock.now()).ok)
          throw openingError('CONFLICT', 'notOpened');
        throw openingError('CONFLICT', 'notYetOpen', { vars: { quoteEndTime: project.quote_end_time } });
      }
      return openingRecord(db, project.id);
    },
  };
}

export type OpeningService = ReturnType<typeof createOpeningService>;
