import { sha256HexOfBase64 } from '@/shared/crypto/offer-seal';
import type { OfferContent } from '@/shared/contracts/tender-offers';
import {
  LINE_CONFIRMATION,
  type LineConfirmation,
  OPENED_CONFIRM_DEFAULT_MINUTES,
  type OpenedLine,
  type OpenedRecordState,
} from '@/shared/contracts/opened-screen';
import type { Db, ProjectRow } from '../tender-common';
import * as repo from './repository';

const MINUTE = 60_000;

/** The configured window in whole minutes; the default when unset or not a count. */
export async function confirmMinutes(db: Db): Promise<number> {
  const value = Number((await repo.configuredMinutes(db))?.trim());
  return Number.isInteger(value) && value >= 0 ? value : OPENED_CONFIRM_DEFAULT_MINUTES;
}

export const confirmUntilOf = (openedAt: string | null, minutes: number): string | null =>
  openedAt ? new Date(Date.parse(openedAt) + minutes * MINUTE).toISOString() : null;

/** Past the window by the server's clock: the bidder's answer is refused and an unanswered line lapses. */
export const windowClosed = (confirmUntil: string | null, now: Date): boolean =>
  confirmUntil !== null && now.getTime() > Date.parse(confirmUntil);

/**
 * The record as the opened screen shows it: each line with its price (decimal string), receipt time and
 * hash check against the receipt, and the bidder's answer (or awaited / lapsed by the server's clock).
 */
export async function recordState(
  db: Db,
  project: ProjectRow,
  minutes: number,
  now: Date,
): Promise<OpenedRecordState> {
  const confirmUntil = confirmUntilOf(project.opened_at, minutes);
  const lapsed = windowClosed(confirmUntil, now);
  const lines: OpenedLine[] = [];
  for (const row of await repo.openedOffers(db, project.id)) {
    const content = row.opened_json ? (JSON.parse(row.opened_json) as OfferContent) : null;
    const answered = row.decision as LineConfirmation | null;
    lines.push({
      offerId: row.id,
      supplierDepartId: row.supplier_depart_id,
      supplierName: row.supplier_name ?? '',
      status: row.status,
      totalPrice: content?.totalPrice ?? null,
      deliveryDays: content?.deliveryDays ?? null,
      receivedAt: row.received_at,
      ciphertextSha256: row.ciphertext_sha256,
      hashVerified: (await sha256HexOfBase64(row.ciphertext)) === row.ciphertext_sha256,
      confirmation: answered ?? (lapsed ? LINE_CONFIRMATION.LAPSED : LINE_CONFIRMATION.AWAITED),
      confirmationReason: row.reason ?? null,
      confirmedAt: row.decided_at ?? null,
    });
  }
  return { projectId: project.id, status: project.status, openedAt: project.opened_at, confirmUntil, lines };
}
