import type { z } from 'zod';
import { PURCHASE_STATUS } from '@/shared/codes/procurement';
import {
  LINE_CONFIRMATION,
  OPENED_SCREEN_WS_CODE,
  type OpenedProjectRow,
  type OpenedRecordState,
  type OpenedScreenFrame,
  type OpenedScreenView,
  type openedLineDisputeSchema,
} from '@/shared/contracts/opened-screen';
import { onCommit, type Trx, transact } from '../../db/transact';
import type { Actor, RequestContext } from '../../lib/request-context';
import {
  type Db,
  findProject,
  isBuyerSide,
  isFormalExpert,
  isFormalSupplier,
  retryOnUnique,
  type TenderDeps,
} from '../tender-common';
import { openedError, watchProject } from './access';
import { confirmMinutes, recordState, windowClosed } from './record';
import * as repo from './repository';

const { PUBLISHED, OPENING, EVALUATING } = PURCHASE_STATUS;
/** Projects whose opening is coming or has just run (the list without a project). */
const WATCHED = [PUBLISHED, OPENING, EVALUATING] as const;

type Decision = { offerId: string; projectId: string } & (
  | { decision: typeof LINE_CONFIRMATION.CONFIRMED }
  | ({ decision: typeof LINE_CONFIRMATION.DISPUTED } & Pick<
      z.output<typeof openedLineDisputeSchema>,
      'reason'
    >)
);

/**
 * The opened screen (issue 18): the live opening record of a project for its watchers, and each
 * bidder's confirmation or dispute of its own line within the configured minutes of the opening. Every
 * change is sent to the watchers' sockets once committed; a reload reads the same record, so a missed
 * frame loses nothing.
 */
export function createOpenedScreenService({ database, clock, audit, closeDue, live }: TenderDeps) {
  const db = database.db;

  /** After the commit, the record to every watcher's open sockets (in every process). */
  async function announce(trx: Trx, projectId: string, kind: OpenedScreenFrame['kind']) {
    if (!live) return;
    const project = await findProject(trx, projectId);
    if (!project) return;
    const record = await recordState(trx, project, await confirmMinutes(trx), clock.now());
    const userIds = await repo.watcherIds(trx, projectId);
    const frame: OpenedScreenFrame = { kind, record };
    const text = JSON.stringify({ code: OPENED_SCREEN_WS_CODE, message: frame });
    onCommit(trx, () => live([{ userIds, text }]));
  }

  async function decide(ctx: RequestContext, input: Decision): Promise<OpenedRecordState> {
    await closeDue?.();
    return retryOnUnique(() =>
      transact(database, clock, ctx, async (trx) => {
        const { project, viewer, departId } = await watchProject(trx, ctx.actor, input.projectId);
        if (viewer !== 'supplier' || !departId) throw openedError('FORBIDDEN', 'biddersOnly');
        if (!project.opened_at) throw openedError('CONFLICT', 'notOpened', { field: 'projectId' });
        const offer = await repo.findOffer(trx, input.offerId);
        const minutes = await confirmMinutes(trx);
        const record = () => recordState(trx, project, minutes, clock.now());
        if (
          !offer ||
          offer.project_id !== project.id ||
          !(await record()).lines.some((l) => l.offerId === offer.id)
        ) {
          throw openedError('NOT_FOUND', 'lineNotFound', { field: 'offerId' });
        }
        if (offer.supplier_depart_id !== departId) {
          throw openedError('FORBIDDEN', 'notYourLine', { field: 'offerId' });
        }
        const previous = await repo.findConfirmation(trx, offer.id);
        if (previous) {
          // The same answer again changes nothing; another one is refused.
          if (previous.decision === input.decision) return record();
          throw openedError('CONFLICT', 'alreadyAnswered', { field: 'offerId' });
        }
        const state = await record();
        if (windowClosed(state.confirmUntil, clock.now())) {
          throw openedError('CONFLICT', 'windowClosed', {
            field: 'offerId',
            vars: { until: state.confirmUntil ?? '' },
          });
        }
        const row = {
          offer_id: offer.id,
          project_id: project.id,
          supplier_depart_id: departId,
          decision: input.decision,
          reason: input.decision === LINE_CONFIRMATION.DISPUTED ? input.reason : null,
          decided_by: ctx.actor.userId,
          decided_at: clock.now().toISOString(),
        };
        await repo.insertConfirmation(trx, row);
        await audit.append(
          trx,
          ctx.actor,
          {
            entityType: 'openedLine',
            entityId: offer.id,
            action: input.decision === LINE_CONFIRMATION.CONFIRMED ? 'confirm' : 'dispute',
            after: row,
          },
          ctx.requestId,
        );
        await announce(trx, project.id, 'confirmation');
        return record();
      }),
    );
  }

  return {
    /** The screen's state for a watcher: before the opening its countdown, after it the record. */
    async view(actor: Actor, projectId: string): Promise<OpenedScreenView> {
      await closeDue?.();
      const { project, viewer, departId } = await watchProject(db, actor, projectId);
      const minutes = await confirmMinutes(db);
      const now = clock.now();
      const record = await recordState(db, project, minutes, now);
      return {
        ...record,
        projectCode: project.project_code,
        projectName: project.name,
        quoteEndTime: project.quote_end_time,
        serverTime: now.toISOString(),
        confirmMinutes: minutes,
        viewer,
        myDepartId: departId,
        sealedCount: project.opened_at ? 0 : await repo.sealedCount(db, project.id),
      };
    },

    /** Projects the caller may watch: published (opening to come), opening and just evaluated. */
    async projects(actor: Actor): Promise<OpenedProjectRow[]> {
      await closeDue?.();
      const who = isBuyerSide(actor)
        ? ({ kind: 'buyer', departId: actor.departId } as const)
        : isFormalSupplier(actor)
          ? ({ kind: 'supplier', departId: actor.departId } as const)
          : isFormalExpert(actor) && actor.userId
            ? ({ kind: 'expert', userId: actor.userId } as const)
            : null;
      if (!who) throw openedError('FORBIDDEN', 'notWatcher');
      const rows = await repo.watchableProjects(db as Db, who, WATCHED, 50);
      return rows.map((r) => ({
        projectId: r.id,
        projectCode: r.project_code,
        projectName: r.name,
        status: r.status,
        quoteEndTime: r.quote_end_time,
        openedAt: r.opened_at,
      }));
    },

    confirm: (ctx: RequestContext, input: { projectId: string; offerId: string }) =>
      decide(ctx, { ...input, decision: LINE_CONFIRMATION.CONFIRMED }),

    dispute: (ctx: RequestContext, input: z.output<typeof openedLineDisputeSchema>) =>
      decide(ctx, { ...input, decision: LINE_CONFIRMATION.DISPUTED }),

    /**
     * Called by the opening (the buyer's or the unattended one) inside its transaction once the offers are
     * opened; the live frames go out after the commit (onCommit).
     */
    async afterOpen(trx: Trx, projectId: string): Promise<void> {
      await announce(trx, projectId, 'opened');
    },
  };
}

export type OpenedScreenService = ReturnType<typeof createOpenedScreenService>;
