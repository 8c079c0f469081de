import { OFFER_STATUS, PURCHASE_STATUS } from '@/shared/codes/procurement';
import {
  OFFER_WITHDRAW_REASON,
  type OfferDetailView,
  type OfferLobbyView,
  type OfferProjectRow,
  type OfferProjectScope,
  type OfferWithdrawal,
} from '@/shared/contracts/offer-lobby';
import { transact } from '../../db/transact';
import { AppError } from '../../lib/app-error';
import { assertBeforeDeadline } from '../../lib/deadline';
import type { PageQuery } from '../../lib/paging';
import type { Actor, RequestContext } from '../../lib/request-context';
import type { Db, ProjectRow, TenderDeps } from '../tender-common';
import * as access from './access';
import * as lobbyRepo from './lobby-repository';
import { lobbyOffer, stateOf, UNDER_WAY } from './lobby-views';
import * as repo from './repository';

const { offerError } = access;
/** The lobby's own refusals; its texts are in the offers namespace. */
const lobbyError = (code: 'NOT_FOUND' | 'CONFLICT', key: string) =>
  new AppError(code, { messageKey: `offers:errors.${key}`, field: 'offerId' });

/**
 * The supplier's side of its offers after sending (issue 18): the projects it sent offers to, the
 * lobby of one project (state, countdown reference, receipts), one offer's detail, and withdrawal
 * before the quote end. Content never leaves sealed; only hashes, times and statuses.
 */
export function createOfferLobbyService(deps: TenderDeps) {
  const { database, clock, audit, closeDue } = deps;
  const db = database.db;

  async function lobbyOf(reader: Db, project: ProjectRow, departId: string): Promise<OfferLobbyView> {
    const rows = await lobbyRepo.slotOffers(reader, project.id, departId);
    const offers = await Promise.all(rows.map(lobbyOffer));
    const now = clock.now();
    const latest = offers[0];
    return {
      projectId: project.id,
      projectName: project.name,
      projectCode: project.project_code,
      projectStatus: project.status,
      quoteEndTime: project.quote_end_time,
      serverTime: now.toISOString(),
      state: stateOf(latest),
      offers,
      canWithdraw:
        latest?.status === OFFER_STATUS.SEALED &&
        project.status === PURCHASE_STATUS.PUBLISHED &&
        now.getTime() < Date.parse(project.quote_end_time),
    };
  }

  return {
    async projects(actor: Actor, query: PageQuery & { scope?: OfferProjectScope }) {
      const departId = access.supplierDepart(actor);
      await closeDue?.();
      const statuses = query.scope === 'underWay' ? UNDER_WAY : null;
      const page = await lobbyRepo.pageProjects(db, departId, statuses, query);
      const records = await Promise.all(
        page.records.map(async (row): Promise<OfferProjectRow> => {
          const latest = await lobbyOffer(row);
          return {
            projectId: row.project_id,
            projectName: row.name,
            projectCode: row.project_code,
            projectStatus: row.project_status,
            quoteEndTime: row.quote_end_time,
            state: stateOf(latest),
            offerCount: Number(row.offer_count ?? 0),
            latest,
          };
        }),
      );
      return { ...page, records };
    },

    async lobby(actor: Actor, projectId: string): Promise<OfferLobbyView> {
      const departId = access.supplierDepart(actor);
      await closeDue?.();
      const project = await access.offerProject(db, projectId);
      return lobbyOf(db, project, departId);
    },

    async detail(actor: Actor, offerId: string): Promise<OfferDetailView> {
      const departId = access.supplierDepart(actor);
      await closeDue?.();
      const row = await lobbyRepo.findOwnOffer(db, offerId.trim(), departId);
      if (!row) throw lobbyError('NOT_FOUND', 'offerNotFound');
      const project = await access.offerProject(db, row.project_id);
      return { ...(await lobbyOf(db, project, departId)), offer: await lobbyOffer(row) };
    },

    /**
     * Withdraws the organisation's sealed offer before the quote end (00 -> 01), audited. Withdrawing
     * it again answers the same withdrawal and changes nothing; after the quote end it is refused with
     * the deadline code (1005), like a late offer.
     */
    async withdraw(
      ctx: RequestContext,
      input: { projectId: string; offerId: string },
    ): Promise<OfferWithdrawal> {
      const departId = access.supplierDepart(ctx.actor);
      await closeDue?.();
      return transact(database, clock, ctx, async (trx) => {
        const project = await access.offerProject(trx, input.projectId);
        access.requireAcceptingOffers(project, clock);
        assertBeforeDeadline(clock, project.quote_end_time, 'quoteEndTime');
        const offer = await lobbyRepo.findOwnOffer(trx, input.offerId.trim(), departId);
        if (!offer || offer.project_id !== project.id) {
          throw lobbyError('NOT_FOUND', 'offerNotFound');
        }
        const answer = (at: string, reason: string): OfferWithdrawal => ({
          offerId: offer.id,
          projectId: project.id,
          ciphertextSha256: offer.ciphertext_sha256,
          withdrawnAt: at,
          reason,
        });
        if (offer.status === OFFER_STATUS.WITHDRAWN && offer.withdrawn_at) {
          return answer(offer.withdrawn_at, offer.reason ?? OFFER_WITHDRAW_REASON.WITHDRAWN);
        }
        // The same row lock as sending: a withdrawal and an opening or a resend never interleave.
        if (!(await repo.lockProjectIn(trx, project.id, PURCHASE_STATUS.PUBLISHED))) {
          assertBeforeDeadline(clock, project.quote_end_time, 'quoteEndTime');
          throw offerError('CONFLICT', 'notAcceptingOffers');
        }
        // Judged at the instant the withdrawal is stamped with (as sending is).
        const now = clock.now();
        assertBeforeDeadline({ now: () => now }, project.quote_end_time, 'quoteEndTime');
        const at = now.toISOString();
        if (!(await lobbyRepo.markWithdrawn(trx, offer.id, at))) {
          const again = await lobbyRepo.findWithdrawal(trx, offer.id);
          if (again) return answer(again.withdrawn_at, again.reason);
          throw lobbyError('CONFLICT', 'notWithdrawable');
        }
        await lobbyRepo.insertWithdrawals(trx, [
          {
            offer_id: offer.id,
            project_id: project.id,
            supplier_depart_id: departId,
            user_id: ctx.actor.userId,
            reason: OFFER_WITHDRAW_REASON.WITHDRAWN,
            replaced_by: null,
            withdrawn_at: at,
          },
        ]);
        await audit.append(
          trx,
          ctx.actor,
          {
            entityType: 'tenderOffer',
            entityId: offer.id,
            action: 'withdraw',
            before: { status: offer.status },
            after: {
              status: OFFER_STATUS.WITHDRAWN,
              projectId: project.id,
              ciphertextSha256: offer.ciphertext_sha256,
            },
          },
          ctx.requestId,
        );
        return answer(at, OFFER_WITHDRAW_REASON.WITHDRAWN);
      });
    },
  };
}
