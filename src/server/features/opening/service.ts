import { PURCHASE_STATUS } from '@/shared/codes/procurement';
import type { OpeningRecordLine } from '@/shared/contracts/tender-offers';
import { checkDeadline } from '@/shared/rules/time-checks';
import { type Trx, transact } from '../../db/transact';
import type { Actor, RequestContext } from '../../lib/request-context';
import type { OfferKeys } from '../offers';
import type { ProjectRow, TenderDeps } from '../tender-common';
import { openingError, openingProject, recordProject } from './access';
import { openingRecord, openProjectOffers } from './open-offers';
import * as repo from './repository';

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
export function createOpeningService(
  { database, clock, audit, closeDue }: TenderDeps,
  keys: OfferKeys,
  hooks: OpeningHooks = {},
) {
  const db = database.db;

  return {
    /** Opens the project's sealed offers; the project stays 04 with its record. A repeat changes nothing. */
    async open(ctx: RequestContext, projectId: string): Promise<OpeningRecordLine[]> {
      await closeDue?.();
      return transact(database, clock, ctx, async (trx) => {
        const project = await openingProject(trx, ctx.actor, projectId);
        if (wasOpened(project)) return openingRecord(trx, project.id);
        if (checkDeadline(project.quote_end_time, clock.now()).ok) {
          throw openingError('CONFLICT', 'notYetOpen', { vars: { quoteEndTime: project.quote_end_time } });
        }
        if (project.status !== OPENING) throw openingError('CONFLICT', 'cannotOpen');
        const at = clock.now().toISOString();
        const by = { userId: ctx.actor.userId, at };
        const move = { from: OPENING, to: OPENING, opened: false, openedAt: at };
        if (!(await repo.moveProject(trx, project.id, move, by))) {
          throw openingError('CONFLICT', 'cannotOpen');
        }
        // A key that will not unwrap (another KEK) fails the whole opening instead of every offer.
        const privateKey = await keys.projectPrivateKey(trx, project.id);
        const opened = await openProjectOffers(trx, project.id, privateKey, at);
        for (const offer of opened) {
          await audit.append(
            trx,
            ctx.actor,
            { entityType: 'tenderOffer', entityId: offer.offerId, action: 'open', after: offer },
            ctx.requestId,
          );
        }
        await audit.append(
          trx,
          ctx.actor,
          {
            entityType: 'tenderProject',
            entityId: project.id,
            action: 'openOffers',
            before: { status: OPENING, openedAt: null },
            after: { status: OPENING, openedAt: at, offers: opened.length },
          },
          ctx.requestId,
        );
        await hooks.afterOpen?.(trx, project.id);
        return openingRecord(trx, project.id);
      });
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
