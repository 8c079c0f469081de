import { OFFER_STATUS, PURCHASE_STATUS } from '@/shared/codes/procurement';
import { ROLES } from '@/shared/codes/roles';
import { sha256HexOfBase64 } from '@/shared/crypto/offer-seal';
import type {
  MyOfferView,
  OfferKeyView,
  OfferReceipt,
  OpeningRecordLine,
  SealedOffer,
} from '@/shared/contracts/tender-offers';
import { randomId } from '@/shared/format/random-id';
import { checkDeadline } from '@/shared/rules/time-checks';
import { type Trx, transact } from '../../db/transact';
import { assertBeforeDeadline } from '../../lib/deadline';
import type { PageQuery } from '../../lib/paging';
import type { Actor, RequestContext } from '../../lib/request-context';
import * as access from './offer-access';
import { isBuyerSide } from './tender-access';
import { createOfferKeys } from './offer-keys';
import { openingRecord, openProjectOffers } from './offer-opening';
import * as repo from './offer-repository';
import type { TenderDeps } from './types';

const { offerError } = access;

/**
 * Sealed offers (design note section 4): the project's public key, sending (ciphertext only, judged
 * against the quote end time by the server clock), the supplier's own receipts, and the opening by the
 * project's buyer organisation after the quote end time.
 */
export function createOfferService({ database, clock, audit, dataDir, env }: TenderDeps) {
  const keys = createOfferKeys({ dataDir, env, clock });
  const db = database.db;

  /** Opened: the project went through the opening (also when it was cancelled afterwards). */
  async function wasOpened(executor: Trx | typeof db, project: NonNullable<repo.OfferProject>) {
    if (access.isAfterOpening(project.status)) return true;
    if (project.status !== PURCHASE_STATUS.CANCELLED) return false;
    const offers = await repo.listProjectOffers(executor, project.id);
    return offers.some((o) => o.opened_at !== null);
  }

  return {
    /** The public key suppliers seal for; created with the project's first request for it. */
    async offerKey(ctx: RequestContext, projectId: string): Promise<OfferKeyView> {
      access.supplierDepart(ctx.actor);
      return db.transaction().execute(async (trx) => {
        const project = access.requireProject(await repo.findProject(trx, projectId));
        access.requireAcceptingOffers(project);
        assertBeforeDeadline(clock, project.quote_end_time, 'quoteEndTime');
        const { row, created } = await keys.ensureProjectKey(trx, projectId);
        if (created) {
          await audit.append(
            trx,
            ctx.actor,
            {
              entityType: 'tenderProject',
              entityId: projectId,
              action: 'createOfferKey',
              after: { kekId: row.kek_id },
            },
            ctx.requestId,
          );
        }
        return {
          projectId,
          publicKeyJwk: JSON.parse(row.public_key_jwk) as JsonWebKey,
          quoteEndTime: project.quote_end_time,
        };
      });
    },

    /** Stores a sealed offer; the organisation's earlier sealed offer on the project is withdrawn. */
    async submit(
      ctx: RequestContext,
      input: { projectId: string; sealed: SealedOffer },
    ): Promise<OfferReceipt> {
      const departId = access.supplierDepart(ctx.actor);
      await access.checkEnvelope(input.sealed);
      return transact(database, clock, ctx, async (trx) => {
        const project = access.requireProject(await repo.findProject(trx, input.projectId));
        access.requireAcceptingOffers(project);
        assertBeforeDeadline(clock, project.quote_end_time, 'quoteEndTime');
        access.requireApprovedSignup(await repo.findSignupStatus(trx, project.id, departId));
        if (!(await repo.lockProjectIn(trx, project.id, PURCHASE_STATUS.PUBLISHED))) {
          throw offerError('CONFLICT', 'notAcceptingOffers');
        }
        // Without the project's key nothing can have been sealed for this project.
        if (!(await repo.findProjectKey(trx, project.id))) throw offerError('CONFLICT', 'noProjectKey');
        const at = clock.now().toISOString();
        const withdrawn = await repo.withdrawSealed(trx, project.id, departId, at);
        const receipt: OfferReceipt = {
          offerId: randomId(),
          projectId: project.id,
          ciphertextSha256: await sha256HexOfBase64(input.sealed.ciphertext),
          receivedAt: at,
        };
        await repo.insertOffer(trx, {
          id: receipt.offerId,
          project_id: project.id,
          supplier_depart_id: departId,
          user_id: ctx.actor.userId,
          ephemeral_public_key: input.sealed.ephemeralPublicKey,
          iv: input.sealed.iv,
          ciphertext: input.sealed.ciphertext,
          ciphertext_sha256: receipt.ciphertextSha256,
          status: OFFER_STATUS.SEALED,
          received_at: at,
          opened_json: null,
          opened_at: null,
          updated_at: at,
        });
        await audit.append(
          trx,
          ctx.actor,
          {
            entityType: 'tenderOffer',
            entityId: receipt.offerId,
            action: 'submit',
            after: { projectId: project.id, ciphertextSha256: receipt.ciphertextSha256, withdrawn },
          },
          ctx.requestId,
        );
        return receipt;
      });
    },

    /** The caller organisation's offers: status and receipt, never content. */
    async mine(actor: Actor, query: PageQuery) {
      return repo.pageMine(db, access.supplierDepart(actor), query);
    },

    /**
     * For the assistant: the newest offers of the actor's organisation (status and receipt only);
     * none for anyone but a formal supplier.
     */
    async myOffers(actor: Actor, limit = 100): Promise<MyOfferView[]> {
      if (actor.roleCode !== ROLES.FORMAL_SUPPLIER || !actor.departId) return [];
      return repo.listMine(db, actor.departId, limit);
    },

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
        if (
          !(await repo.moveProject(trx, project.id, PURCHASE_STATUS.PUBLISHED, PURCHASE_STATUS.OPENING, by))
        ) {
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
            before: { status: PURCHASE_STATUS.PUBLISHED },
            after: { status: PURCHASE_STATUS.OPENING, offers: opened.length },
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
        if (!(await repo.hasOffered(db, project.id, departId)))
          throw offerError('FORBIDDEN', 'notParticipant');
      }
      if (!(await wasOpened(db, project)))
        throw offerError('CONFLICT', 'notYetOpen', { vars: { quoteEndTime: project.quote_end_time } });
      return openingRecord(db, project.id);
    },
  };
}

export type OfferService = ReturnType<typeof createOfferService>;
