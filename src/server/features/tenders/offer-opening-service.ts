import { PURCHASE_STATUS } from '@/shared/codes/procurement';
import type { OpeningRecordLine } from '@/shared/contracts/tender-offers';
import { checkDeadline } from '@/shared/rules/time-checks';
import { type Trx, transact } from '../../db/transact';
import type { Actor, RequestContext } from '../../lib/request-context';
import * as access from './offer-access';
import type { OfferKeys } from './offer-keys';
import { openingRecord, openProjectOffers } from './offer-opening';
import * as openingRepo from './offer-opening-repository';
import * as repo from './offer-repository';
import { isBuyerSide } from './tender-access';
import type { TenderDeps } from './types';

const { offerError } = access;

/**
 * The opening of sealed offers (design note section 4) by the project's buyer organisation after the
 * quote end time, and its record; part of the offer service.
 */
export function createOfferOpeningService({ database, clock, audit }: TenderDeps, keys: OfferKeys) {
  const db = database.db;

  /** Opened: the project went through the opening (also when it was cancelled afterwards). */
  async function wasOpened(executor: Trx | typeof db, project: NonNullable<repo.OfferProject>) {
    if (access.isAfterOpening(project.status)) return true;
    if (project.status !== PURCHASE_STATUS.CANCELLED) return false;
    const offers = await openingRepo.listProjectOffers(executor, project.id);
    return offers.some((o) => o.opened_at !== null);
  }

  return {
    /** Opens the project's sealed offers once its quote end time has passed; a repeat changes nothing. */
    async open(ctx: RequestContext, projectId: string): Promise<OpeningRecordLine[]> {
      return transact(database, clock, ctx, async (trx) => {
        const project = access.requireOwnProject(ctx.actor, await repo.findProject(trx, projectId));
        if (await wasOpened(trx, project)) return openingRecord(trx, project.id);
        if (project.status !== PURCHASE_STATUS.PUBLISHED) throw offerError('CONFLICT', 'cannotOpen');
        if (checkDeadline(project.quote_end_time, clock.now()).ok) {
          throw offerError('CONFLICT', 'notYetOpen', { vars: { quoteEndTime: project.quote_end_time } });
        }
        const at = clock.now().toISOString();
        const by = { userId: ctx.actor.userId, at };
        const { PUBLISHED, OPENING } = PURCHASE_STATUS;
        if (!(await openingRepo.moveProject(trx, project.id, PUBLISHED, OPENING, by))) {
          throw offerError('CONFLICT', 'cannotOpen');
        }
        const keyRow = await repo.findProjectKey(trx, project.id);
        // A key that will not unwrap (another KEK) fails the whole opening instead of every offer.
        const privateKey = keyRow ? await keys.unwrapPrivateKey(keyRow) : null;
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
            before: { status: PUBLISHED },
            after: { status: OPENING, offers: opened.length },
          },
          ctx.requestId,
        );
        return openingRecord(trx, project.id);
      });
    },

    /** The opening record: the project's buyer organisation and the suppliers that sent offers. */
    async record(actor: Actor, projectId: string): Promise<OpeningRecordLine[]> {
      const project = access.requireProject(await repo.findProject(db, projectId));
      if (isBuyerSide(actor)) {
        access.requireOwnProject(actor, project);
      } else {
        const departId = access.supplierDepart(actor);
        if (!(await openingRepo.hasOffered(db, project.id, departId)))
          throw offerError('FORBIDDEN', 'notParticipant');
      }
      if (!(await wasOpened(db, project)))
        throw offerError('CONFLICT', 'notYetOpen', { vars: { quoteEndTime: project.quote_end_time } });
      return openingRecord(db, project.id);
    },
  };
}
