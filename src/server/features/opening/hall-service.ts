import { PURCHASE_STATUS } from '@/shared/codes/procurement';
import {
  HALL_DAYS_AHEAD,
  type HallDetailView,
  type HallListView,
  type SignInAnswer,
  type UnattendedAnswer,
  type UnattendedScope,
} from '@/shared/contracts/opening-hall';
import { randomId } from '@/shared/format/random-id';
import { checkDeadline } from '@/shared/rules/time-checks';
import { transact } from '../../db/transact';
import { AppError } from '../../lib/app-error';
import { assertBeforeDeadline } from '../../lib/deadline';
import type { Actor, RequestContext } from '../../lib/request-context';
import {
  findProject,
  isBuyerSide,
  ownProject,
  requireBuyerSide,
  requireFormalSupplier,
  supplierVisible,
  type TenderDeps,
} from '../tender-common';
import { openingError, openingProject } from './access';
import * as reads from './hall-reads';
import * as hall from './hall-repository';
import * as repo from './repository';

const DAY = 86_400_000;
const { DRAFT, SUBMITTED, APPROVED, PUBLISHED, OPENING } = PURCHASE_STATUS;
/** States in which the buyer may still choose how the project opens (before the quote end). */
const SWITCHABLE: readonly string[] = [DRAFT, SUBMITTED, APPROVED, PUBLISHED];
/** States in which a bidder may sign in to the hall: offers open or closed, not yet evaluated. */
const SIGN_IN_OPEN: readonly string[] = [PUBLISHED, OPENING];

/**
 * The opening hall (design note section 9): the buyer side's projects opening today and soon with the
 * bidders' sign-ins; bidders that sent an offer sign in (once per organisation, audited); the buyer
 * switches a project to open unattended before its quote end.
 */
export function createHallService({ database, clock, audit, closeDue }: TenderDeps) {
  const db = database.db;
  const window = () => {
    const now = clock.now().getTime();
    return {
      serverTime: new Date(now).toISOString(),
      since: new Date(now - DAY).toISOString(),
      until: new Date(now + HALL_DAYS_AHEAD * DAY).toISOString(),
    };
  };

  /** The project for the caller: the buyer side that runs it, or a supplier whose offer takes part. */
  async function hallProject(actor: Actor, projectId: string) {
    if (isBuyerSide(actor))
      return { project: ownProject(actor, await findProject(db, projectId)), supplier: null };
    const { departId } = requireFormalSupplier(actor, 'opening-hall:errors.hallRoles');
    const project = supplierVisible(await findProject(db, projectId));
    if (!(await repo.hasOffered(db, project.id, departId))) throw openingError('FORBIDDEN', 'notParticipant');
    return { project, supplier: departId };
  }

  return {
    async list(actor: Actor): Promise<HallListView> {
      await closeDue?.();
      const w = window();
      if (isBuyerSide(actor)) {
        return {
          serverTime: w.serverTime,
          side: 'buyer',
          records: await reads.buyerHall(db, actor.departId, w.since, w.until),
        };
      }
      const { departId } = requireFormalSupplier(actor, 'opening-hall:errors.hallRoles');
      return {
        serverTime: w.serverTime,
        side: 'supplier',
        records: await reads.supplierHall(db, departId, w.since, w.until),
      };
    },

    async detail(actor: Actor, projectId: string): Promise<HallDetailView> {
      await closeDue?.();
      const { project, supplier } = await hallProject(actor, projectId);
      const row = await reads.hallRow(db, project.id, supplier);
      if (!row) throw openingError('FORBIDDEN', 'notParticipant');
      const closed = !checkDeadline(project.quote_end_time, clock.now()).ok;
      const bidders = (await hall.bidders(db, project.id)).map((b) => {
        const mine = b.supplier_depart_id === supplier;
        // Who bid stays unknown to everyone until the offers close, and to the other bidders after.
        const named = mine || (!supplier && closed);
        return {
          supplierDepartId: named ? b.supplier_depart_id : '',
          supplierName: named ? b.name : null,
          signedIn: b.signed_in_at !== null,
          signedInAt: b.signed_in_at,
          mine,
        };
      });
      const waiting = project.status === OPENING && project.opened_at === null;
      return {
        serverTime: clock.now().toISOString(),
        project: row,
        bidders,
        side: supplier ? 'supplier' : 'buyer',
        canStart: !supplier && closed && waiting,
        canSignIn:
          supplier !== null && !row.signedIn && SIGN_IN_OPEN.includes(project.status) && !project.opened_at,
        canSwitchUnattended: !supplier && !closed && SWITCHABLE.includes(project.status),
      };
    },

    /** A bidder's organisation signs in to the hall; a repeat answers the first sign-in and audits nothing. */
    async signIn(ctx: RequestContext, projectId: string): Promise<SignInAnswer> {
      await closeDue?.();
      const { departId } = requireFormalSupplier(ctx.actor, 'opening-hall:errors.suppliersOnly');
      return transact(database, clock, ctx, async (trx) => {
        const project = supplierVisible(await findProject(trx, projectId));
        if (!(await repo.hasOffered(trx, project.id, departId)))
          throw openingError('FORBIDDEN', 'notParticipant');
        const at = clock.now().toISOString();
        const row = {
          id: randomId(),
          project_id: project.id,
          supplier_depart_id: departId,
          user_id: ctx.actor.userId,
          signed_in_at: at,
        };
        const existing = await trx
          .selectFrom('opening_hall_signins')
          .select('signed_in_at')
          .where('project_id', '=', project.id)
          .where('supplier_depart_id', '=', departId)
          .executeTakeFirst();
        if (existing) return { projectId: project.id, signedInAt: existing.signed_in_at };
        if (!SIGN_IN_OPEN.includes(project.status) || project.opened_at) {
          throw new AppError('CONFLICT', { messageKey: 'opening-hall:errors.signInClosed' });
        }
        const { signedInAt, created } = await hall.signIn(trx, row);
        if (created) {
          await audit.append(
            trx,
            ctx.actor,
            {
              entityType: 'tenderProject',
              entityId: project.id,
              action: 'hallSignIn',
              after: { supplierDepartId: departId, signedInAt },
            },
            ctx.requestId,
          );
        }
        return { projectId: project.id, signedInAt };
      });
    },

    async unattendedList(actor: Actor, scope: UnattendedScope): Promise<HallListView> {
      await closeDue?.();
      const own = requireBuyerSide(actor, 'tender:errors.offer.buyersOnly');
      return {
        serverTime: clock.now().toISOString(),
        side: 'buyer',
        records: await reads.unattendedRows(db, own.departId, scope),
      };
    },

    /** Switches the project's unattended opening; only before its quote end (1005 after). */
    async setUnattended(
      ctx: RequestContext,
      input: { projectId: string; unattended: boolean },
    ): Promise<UnattendedAnswer> {
      await closeDue?.();
      return transact(database, clock, ctx, async (trx) => {
        const project = await openingProject(trx, ctx.actor, input.projectId);
        assertBeforeDeadline(clock, project.quote_end_time, 'quoteEndTime');
        if (!SWITCHABLE.includes(project.status)) throw openingError('CONFLICT', 'cannotOpen');
        const before = (await hall.findPlan(trx, project.id))?.unattended === 1;
        if (before !== input.unattended) {
          const at = clock.now().toISOString();
          await hall.setUnattended(trx, project.id, input.unattended, { userId: ctx.actor.userId, at });
          await audit.append(
            trx,
            ctx.actor,
            {
              entityType: 'tenderProject',
              entityId: project.id,
              action: 'setUnattended',
              before: { unattended: before },
              after: { unattended: input.unattended },
            },
            ctx.requestId,
          );
        }
        return { projectId: project.id, unattended: input.unattended };
      });
    },
  };
}

export type HallService = ReturnType<typeof createHallService>;
