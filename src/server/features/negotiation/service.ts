import type { z } from 'zod';
import {
  ROUND_PRICE_STATUS as PS,
  ROUND_STATUS as RS,
  type RoundPriceReceipt,
  type RoundView,
  type startRoundSchema,
  type SubmitRoundPriceInput,
} from '@/shared/contracts/negotiation';
import { sha256HexOfBase64 } from '@/shared/crypto/offer-seal';
import { NEGOTIATION_ROUTES } from '@/shared/contracts/negotiation-paths';
import { randomId } from '@/shared/format/random-id';
import { type Trx, transact } from '../../db/transact';
import { AppError } from '../../lib/app-error';
import { assertBeforeDeadline } from '../../lib/deadline';
import type { RequestContext } from '../../lib/request-context';
import type { OfferKeys } from '../offers';
import { isFormalExpert, type TenderDeps } from '../tender-common';
import * as access from './access';
import { openRoundIn } from './open-round';
import { createNegotiationReads } from './reads';
import * as repo from './repository';
import { createRoundJob } from './round-job';
import { checkEnvelope, checkSlot } from './seal';
import { buildReport, totalOf } from './views';

type StartInput = z.output<ReturnType<typeof startRoundSchema>>;
const { negotiationError } = access;

/**
 * Competitive negotiation (method 13, design note section 9): rounds after the opening, sealed round
 * prices (the offers' sealing, the same project key), the opening of each round at its end (the clock,
 * or the buyer after the end), the report, the chart and the last round's prices for the ranking.
 */
export function createNegotiationService(deps: TenderDeps, keys: OfferKeys) {
  const { database, clock, audit, closeDue } = deps;
  const roundJob = createRoundJob(deps, { keys, audit });
  // Reads and writes first open what is due; a round that cannot open (key lost) is the timer's and
  // the buyer's to report, not a reason to refuse every read.
  const openDue = async () => {
    await closeDue?.();
    await roundJob.run().catch(() => 0);
  };
  const reads = createNegotiationReads(deps, openDue);

  return {
    ...reads,
    roundJob,
    openDue,

    /** Buyer side or committee leader: round k, for the suppliers still in (or the named subset of them). */
    async startRound(ctx: RequestContext, input: StartInput): Promise<RoundView> {
      await openDue();
      return transact(database, clock, ctx, async (trx) => {
        const project = await access.runnerProject(trx, ctx.actor, input.projectId);
        await access.requireNegotiable(trx, project);
        const now = clock.now();
        if (!(Date.parse(input.endTime) > now.getTime()))
          throw negotiationError('VALIDATION_FAILED', 'endTimeInPast', { field: 'endTime' });
        const rounds = await repo.listRounds(trx, project.id);
        const last = rounds.at(-1);
        if (last && last.status !== RS.OPENED)
          throw negotiationError('CONFLICT', 'roundStillOpen', { field: 'projectId' });
        const offers = (await repo.listOpenedOffers(trx, project.id)).filter((o) => o.stillIn);
        const standing = last ? await repo.listRoundSuppliers(trx, [last.id]) : [];
        const wanted = input.supplierDepartIds;
        const chosen = wanted ? offers.filter((o) => wanted.includes(o.supplier_depart_id)) : offers;
        if (wanted && chosen.length !== new Set(wanted).size)
          throw negotiationError('VALIDATION_FAILED', 'notStillIn', { field: 'supplierDepartIds' });
        if (chosen.length === 0) throw negotiationError('CONFLICT', 'nobodyIn', { field: 'projectId' });
        const id = randomId();
        const at = now.toISOString();
        const roundNo = (last?.round_no ?? 0) + 1;
        const suppliers = chosen.map((o) => ({
          round_id: id,
          supplier_depart_id: o.supplier_depart_id,
          offer_id: o.id,
          // The last round's standing price, else the opened offer's total.
          previous_price:
            standing.find((s) => s.supplier_depart_id === o.supplier_depart_id)?.standing_price ??
            totalOf(o.opened_json) ??
            '0.00',
          standing_price: null,
        }));
        await repo.insertRound(
          trx,
          {
            id,
            project_id: project.id,
            round_no: roundNo,
            end_time: input.endTime,
            status: RS.OPEN,
            started_by: ctx.actor.userId,
            started_at: at,
            opened_by: null,
            opened_at: null,
            updated_at: at,
          },
          suppliers,
        );
        await audit.append(
          trx,
          ctx.actor,
          {
            entityType: 'negotiationRound',
            entityId: id,
            action: 'startRound',
            after: { projectId: project.id, roundNo, endTime: input.endTime, suppliers: suppliers.length },
          },
          ctx.requestId,
        );
        // The suppliers still in must send their price before the round's end: tell them now.
        await deps.notify?.(trx, {
          event: 'negotiationRoundStarted',
          to: { departIds: chosen.map((o) => o.supplier_depart_id) },
          projectId: project.id,
          titleKey: 'negotiation:notify.roundTitle',
          bodyKey: 'negotiation:notify.roundBody',
          vars: { roundNo, endTime: input.endTime },
          link: `${NEGOTIATION_ROUTES.supplier}?projectId=${project.id}`,
          actorUserId: ctx.actor.userId,
        });
        return roundOf(trx, project, id);
      });
    },

    /** Buyer side or committee leader: opens a round after its end (the clock does too); a repeat answers the opened round. */
    async openRound(ctx: RequestContext, roundId: string): Promise<RoundView> {
      if (!isFormalExpert(ctx.actor)) access.requireBuyer(ctx.actor);
      await closeDue?.();
      return transact(database, clock, ctx, async (trx) => {
        const round = await repo.findRound(trx, roundId);
        if (!round) throw access.notFound('roundId');
        const project = await access.runnerProject(trx, ctx.actor, round.project_id).catch(() => {
          throw access.notFound('roundId');
        });
        if (round.status === RS.OPEN) {
          if (!(Date.parse(round.end_time) < clock.now().getTime()))
            throw negotiationError('CONFLICT', 'roundNotEnded', {
              field: 'roundId',
              vars: { endTime: round.end_time },
            });
          const now = clock.now().toISOString();
          await openRoundIn(trx, { keys, audit }, round, ctx.actor, now, ctx.requestId).catch(
            (error: unknown) => {
              // The project key will not unwrap (another KEK): an operator error, nothing opened.
              if (error instanceof AppError) throw error;
              throw negotiationError('CONFLICT', 'keyUnavailable', { field: 'roundId' });
            },
          );
        }
        return roundOf(trx, project, round.id);
      });
    },

    /** Supplier in the round: a sealed price before the round end (1005 after); a resend replaces it. */
    async submitPrice(ctx: RequestContext, input: SubmitRoundPriceInput): Promise<RoundPriceReceipt> {
      const { departId } = access.requireSupplier(ctx.actor);
      const sealed = input.sealed as Parameters<typeof checkEnvelope>[0];
      await checkEnvelope(sealed);
      await openDue();
      return transact(database, clock, ctx, async (trx) => {
        const round = await repo.findRound(trx, input.roundId.trim());
        const inRound = round ? await repo.findRoundSupplier(trx, round.id, departId) : undefined;
        if (!round || !inRound) throw access.notFound('roundId');
        assertBeforeDeadline(clock, round.end_time, 'endTime');
        if (round.status !== RS.OPEN) throw negotiationError('CONFLICT', 'roundClosed', { field: 'roundId' });
        checkSlot(sealed, round.project_id, departId);
        const ciphertextSha256 = await sha256HexOfBase64(sealed.ciphertext);
        if (await repo.hasPriceHash(trx, round.project_id, ciphertextSha256))
          throw negotiationError('CONFLICT', 'duplicateSealed', { field: 'sealed' });
        const at = clock.now().toISOString();
        const replaced = await repo.replaceSealed(trx, round.id, departId, at);
        const priceId = sealed.context.offerId;
        const inserted = await repo.insertPrice(trx, {
          id: priceId,
          round_id: round.id,
          project_id: round.project_id,
          supplier_depart_id: departId,
          user_id: ctx.actor.userId,
          ephemeral_public_key: sealed.ephemeralPublicKey,
          iv: sealed.iv,
          ciphertext: sealed.ciphertext,
          ciphertext_sha256: ciphertextSha256,
          status: PS.SEALED,
          price: null,
          reason: null,
          received_at: at,
          opened_at: null,
          updated_at: at,
        });
        if (!inserted) throw negotiationError('CONFLICT', 'duplicateSealed', { field: 'sealed' });
        await audit.append(
          trx,
          ctx.actor,
          {
            entityType: 'negotiationPrice',
            entityId: priceId,
            action: 'submitRoundPrice',
            after: { roundId: round.id, roundNo: round.round_no, ciphertextSha256, replaced },
          },
          ctx.requestId,
        );
        return { priceId, roundId: round.id, ciphertextSha256, receivedAt: at };
      });
    },
  };

  async function roundOf(trx: Trx, project: Parameters<typeof buildReport>[1], roundId: string) {
    const report = await buildReport(trx, project);
    const round = report.rounds.find((r) => r.roundId === roundId);
    if (!round) throw new Error(`negotiation round ${roundId} vanished`);
    return round;
  }
}

export type NegotiationService = ReturnType<typeof createNegotiationService>;
