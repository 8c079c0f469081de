import { OFFER_STATUS, PURCHASE_STATUS } from '@/shared/codes/procurement';
import { sha256HexOfBase64 } from '@/shared/crypto/offer-seal';
import type { MyOfferView, OfferKeyView, OfferReceipt, SealedOffer } from '@/shared/contracts/tender-offers';
import { randomId } from '@/shared/format/random-id';
import { transact } from '../../db/transact';
import { assertBeforeDeadline } from '../../lib/deadline';
import type { PageQuery } from '../../lib/paging';
import type { Actor, RequestContext } from '../../lib/request-context';
import { assertFeesPaid } from '../fees';
import * as access from './access';
import { createOfferKeys, type OfferKeys } from './keys';
import * as repo from './repository';
import { isFormalSupplier, type TenderDeps } from '../tender-common';
import { createOfferLobbyService } from './lobby-service';
import * as lobbyRepo from './lobby-repository';
import { OFFER_WITHDRAW_REASON, type OfferSubmitAnswer } from '@/shared/contracts/offer-lobby';

const { offerError } = access;

/**
 * Sealed offers (design note section 4): the project's public key, sending (ciphertext only, judged
 * against the quote end time by the server clock), the supplier's own receipts, and the opening by the
 * project's buyer organisation after the quote end time (features/opening, which shares `keys`).
 */
export function createOfferService(deps: TenderDeps, keys: OfferKeys = createOfferKeys(deps)) {
  const { database, clock, audit, closeDue } = deps;
  const db = database.db;

  return {
    ...createOfferLobbyService(deps),

    /** The public key suppliers seal for; created with the project's first request for it. */
    async offerKey(ctx: RequestContext, projectId: string): Promise<OfferKeyView> {
      const supplierDepartId = access.supplierDepart(ctx.actor);
      await closeDue?.();
      return db.transaction().execute(async (trx) => {
        const project = await access.offerProject(trx, projectId);
        access.requireAcceptingOffers(project, clock);
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
          supplierDepartId,
          publicKeyJwk: JSON.parse(row.public_key_jwk) as JsonWebKey,
          quoteEndTime: project.quote_end_time,
        };
      });
    },

    /**
     * Stores a sealed offer. The organisation's earlier sealed offer on the project, if any, is replaced:
     * withdrawn (01) with reason replaced, recorded and audited, and named in the answer.
     */
    async submit(
      ctx: RequestContext,
      input: { projectId: string; sealed: SealedOffer },
    ): Promise<OfferSubmitAnswer> {
      const departId = access.supplierDepart(ctx.actor);
      await access.checkEnvelope(input.sealed);
      access.checkSealContext(input.sealed, input.projectId.trim(), departId);
      await closeDue?.();
      return transact(database, clock, ctx, async (trx) => {
        const project = await access.offerProject(trx, input.projectId);
        access.requireAcceptingOffers(project, clock);
        assertBeforeDeadline(clock, project.quote_end_time, 'quoteEndTime');
        access.requireApprovedSignup(await repo.findSignupStatus(trx, project.id, departId));
        // The document fee and the bail the rules set must be paid (approved vouchers) first.
        await assertFeesPaid(trx, project.id, departId);
        if (!(await repo.lockProjectIn(trx, project.id, PURCHASE_STATUS.PUBLISHED))) {
          // Closed by the clock while this send waited: the deadline's own answer (1005).
          assertBeforeDeadline(clock, project.quote_end_time, 'quoteEndTime');
          throw offerError('CONFLICT', 'notAcceptingOffers');
        }
        // Without the project's key nothing can have been sealed for this project.
        if (!(await repo.findProjectKey(trx, project.id))) throw offerError('CONFLICT', 'noProjectKey');
        const ciphertextSha256 = await sha256HexOfBase64(input.sealed.ciphertext);
        // A fresh seal never repeats a ciphertext: a repeat is a copy or a replay (v1 has no context).
        if (await repo.hasCiphertext(trx, project.id, ciphertextSha256)) {
          throw offerError('CONFLICT', 'duplicateSealed');
        }
        // Judged again at the instant the receipt names, after waiting for the project's lock: under a
        // deadline surge no stored receipt time may lie after the quote end (bench offer-surge).
        const now = clock.now();
        assertBeforeDeadline({ now: () => now }, project.quote_end_time, 'quoteEndTime');
        const at = now.toISOString();
        const withdrawn = await repo.withdrawSealed(trx, project.id, departId, at);
        const { sealed } = input;
        const receipt: OfferReceipt = {
          // A v2 offer keeps the id it was sealed with: the opening binds the row's id to the seal.
          offerId: sealed.v === 2 ? sealed.context.offerId : randomId(),
          projectId: project.id,
          ciphertextSha256,
          receivedAt: at,
        };
        const inserted = await repo.insertOffer(trx, {
          id: receipt.offerId,
          project_id: project.id,
          supplier_depart_id: departId,
          user_id: ctx.actor.userId,
          ephemeral_public_key: input.sealed.ephemeralPublicKey,
          iv: input.sealed.iv,
          ciphertext: input.sealed.ciphertext,
          ciphertext_sha256: receipt.ciphertextSha256,
          seal_version: sealed.v ?? 1,
          status: OFFER_STATUS.SEALED,
          received_at: at,
          opened_json: null,
          opened_at: null,
          updated_at: at,
        });
        if (!inserted) throw offerError('CONFLICT', 'duplicateSealed');
        await lobbyRepo.insertWithdrawals(
          trx,
          withdrawn.map((offerId) => ({
            offer_id: offerId,
            project_id: project.id,
            supplier_depart_id: departId,
            user_id: ctx.actor.userId,
            reason: OFFER_WITHDRAW_REASON.REPLACED,
            replaced_by: receipt.offerId,
            withdrawn_at: at,
          })),
        );
        for (const offerId of withdrawn) {
          await audit.append(
            trx,
            ctx.actor,
            {
              entityType: 'tenderOffer',
              entityId: offerId,
              action: 'replace',
              before: { status: OFFER_STATUS.SEALED },
              after: { status: OFFER_STATUS.WITHDRAWN, replacedBy: receipt.offerId },
            },
            ctx.requestId,
          );
        }
        await audit.append(
          trx,
          ctx.actor,
          {
            entityType: 'tenderOffer',
            entityId: receipt.offerId,
            action: 'submit',
            after: {
              projectId: project.id,
              ciphertextSha256,
              sealVersion: sealed.v ?? 1,
              withdrawn,
            },
          },
          ctx.requestId,
        );
        return { ...receipt, replacedOfferIds: withdrawn };
      });
    },

    /** The caller organisation's offers: status and receipt, never content. */
    async mine(actor: Actor, query: PageQuery) {
      await closeDue?.();
      return repo.pageMine(db, access.supplierDepart(actor), query);
    },

    /**
     * For the assistant: the newest offers of the actor's organisation (status and receipt only);
     * none for anyone but a formal supplier.
     */
    async myOffers(actor: Actor, limit = 100): Promise<MyOfferView[]> {
      if (!isFormalSupplier(actor)) return [];
      await closeDue?.();
      return repo.listMine(db, actor.departId, limit);
    },
  };
}

export type OfferService = ReturnType<typeof createOfferService>;
