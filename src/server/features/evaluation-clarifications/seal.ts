import { openSealedOffer, sha256HexOfBase64 } from '@/shared/crypto/offer-seal';
import { type SealedReply, sealedReplyContentSchema } from '@/shared/contracts/evaluation-clarifications';
import { cleanRichHtml, isBlankHtml } from '../../lib/rich-text';
import type { OfferKeys } from '../offers';
import type { Db } from '../tender-common';
import { clarificationError } from './access';
import type { ClarificationRow } from './repository';

export type ReplyInput = { id: string; replyHtml?: string | undefined; sealed?: SealedReply | undefined };

/** The slot a sealed reply is bound to: its project, the replying organisation, the clarification. */
export const slotOf = (row: Pick<ClarificationRow, 'id' | 'project_id' | 'supplier_depart_id'>) => ({
  projectId: row.project_id,
  supplierDepartId: row.supplier_depart_id,
  offerId: row.id,
});

/** The envelope must be sealed for this very question (the server cannot read it to check more). */
export function checkSealContext(sealed: SealedReply, row: ClarificationRow): void {
  const slot = slotOf(row);
  const { context } = sealed;
  if (
    context.projectId !== slot.projectId ||
    context.supplierDepartId !== slot.supplierDepartId ||
    context.offerId !== slot.offerId
  ) {
    throw clarificationError('VALIDATION_FAILED', 'sealContext', { field: 'sealed', rule: 'context' });
  }
}

/**
 * Opens a stored sealed reply with the project's private key (the committee's reading): the hash must
 * match the stored receipt, the envelope must open for this slot and hold a reply; the reply is cleaned
 * like any rich text before it is shown.
 */
export async function openStoredReply(keys: OfferKeys, db: Db, row: ClarificationRow) {
  if (!row.ciphertext || !row.iv || !row.ephemeral_public_key || !row.ciphertext_sha256) {
    throw clarificationError('CONFLICT', 'notSealed');
  }
  const hashVerified = (await sha256HexOfBase64(row.ciphertext)) === row.ciphertext_sha256;
  const privateKey = await keys.projectPrivateKey(db, row.project_id);
  if (!hashVerified || !privateKey) throw clarificationError('CONFLICT', 'cannotOpen');
  try {
    const plain = await openSealedOffer(
      privateKey,
      { v: 2, ephemeralPublicKey: row.ephemeral_public_key, iv: row.iv, ciphertext: row.ciphertext },
      slotOf(row),
    );
    const content = sealedReplyContentSchema.parse(plain);
    return {
      replyHtml: cleanRichHtml(content.replyHtml),
      ciphertextSha256: row.ciphertext_sha256,
      hashVerified,
    };
  } catch {
    throw clarificationError('CONFLICT', 'cannotOpen');
  }
}

/**
 * The reply's columns: the envelope and its hash for a question that touches the price (a plain reply is
 * refused there), else the cleaned plain reply (an envelope is refused there; no visible text neither).
 */
export async function replyColumns(row: ClarificationRow, input: ReplyInput, userId: string, at: string) {
  const base = { replied_by: userId, replied_at: at };
  if (row.touches_price === 1) {
    if (!input.sealed || input.replyHtml) {
      throw clarificationError('VALIDATION_FAILED', 'sealedRequired', { field: 'sealed' });
    }
    checkSealContext(input.sealed, row);
    const { sealed } = input;
    return {
      ...base,
      reply_html: null,
      ephemeral_public_key: sealed.ephemeralPublicKey,
      iv: sealed.iv,
      ciphertext: sealed.ciphertext,
      ciphertext_sha256: await sha256HexOfBase64(sealed.ciphertext),
      seal_version: sealed.v,
    };
  }
  if (input.sealed) throw clarificationError('VALIDATION_FAILED', 'plainRequired', { field: 'sealed' });
  const replyHtml = cleanRichHtml(input.replyHtml ?? '');
  if (isBlankHtml(replyHtml))
    throw clarificationError('VALIDATION_FAILED', 'replyEmpty', { field: 'replyHtml' });
  return {
    ...base,
    reply_html: replyHtml,
    ephemeral_public_key: null,
    iv: null,
    ciphertext: null,
    ciphertext_sha256: null,
    seal_version: null,
  };
}
