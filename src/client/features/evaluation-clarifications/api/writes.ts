import { mutate } from '@/client/data/mutator';
import { api } from '@/client/lib/api-client';
import { EVALUATION_CLARIFICATION_PATHS as P } from '@/shared/contracts/evaluation-clarification-paths';
import type {
  EvaluationClarificationAskInput,
  EvaluationClarificationDetail,
  EvaluationClarificationView,
  OpenedReply,
} from '@/shared/contracts/evaluation-clarifications';
import type { OfferContent } from '@/shared/contracts/tender-offers';
import { sealOffer } from '@/shared/crypto/offer-seal';
import { replyDraftKey } from './keys';

export const askClarification = (input: EvaluationClarificationAskInput) =>
  api.post<EvaluationClarificationView>(P.ask, input);

export const openSealedReply = (id: string) => api.post<OpenedReply>(P.openReply, { id });

/** The question asks for a sealed reply but the device has no key for it (opened before it was asked so). */
export class NoSealKeyError extends Error {
  constructor() {
    super('no key to seal the reply for');
    this.name = 'NoSealKeyError';
  }
}

/**
 * Queues the reply through the outbox (offline too), judged by the platform against the reply deadline
 * on arrival: late, it comes back refused (1005) and stays in the sync centre with the draft. A reply
 * that touches the price is sealed here for the project's key, bound to this question (the plain text
 * stays only in the device's draft); the outbox holds the envelope alone.
 */
export async function sendReply(input: {
  userId: string;
  detail: EvaluationClarificationDetail;
  replyHtml: string;
  /** Reply deadline, epoch ms (server time). */
  deadline: number;
}) {
  const { detail } = input;
  let body: object;
  if (detail.touchesPrice) {
    if (!detail.publicKeyJwk) throw new NoSealKeyError();
    const context = {
      projectId: detail.projectId,
      supplierDepartId: detail.supplierDepartId,
      offerId: detail.id,
    };
    // The offer envelope (v2) carries any JSON: here the reply, not an offer's price lines.
    const content = { replyHtml: input.replyHtml } as unknown as OfferContent;
    body = { id: detail.id, sealed: await sealOffer(detail.publicKeyJwk, content, context) };
  } else {
    body = { id: detail.id, replyHtml: input.replyHtml };
  }
  const entityKey = replyDraftKey(detail.id);
  return mutate({
    userId: input.userId,
    method: 'POST',
    path: P.reply,
    body,
    entityKey,
    deadline: input.deadline,
    local: async (tx) => {
      // A new send replaces an earlier refused one of the same reply.
      await tx.outbox
        .where('entityKey')
        .equals(entityKey)
        .and((entry) => entry.userId === input.userId && entry.status === 'rejected')
        .delete();
    },
  });
}
