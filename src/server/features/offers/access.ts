import { PURCHASE_STATUS } from '@/shared/codes/procurement';
import { AUDIT_STATUS } from '@/shared/codes/statuses';
import { base64ToBytes } from '@/shared/crypto/offer-seal';
import type { SealedOffer } from '@/shared/contracts/tender-offers';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { assertBeforeDeadline } from '../../lib/deadline';
import type { Actor } from '../../lib/request-context';
import {
  type Db,
  type ProjectRow,
  requireFormalSupplier,
  requireSupplierVisibleProject,
} from '../tender-common';

/**
 * Who may send and list sealed offers (rules in tender-common), and the checks of a sealed envelope.
 * The opening's rules are in features/opening.
 */

export const offerError = (
  code: 'FORBIDDEN' | 'CONFLICT' | 'NOT_FOUND' | 'VALIDATION_FAILED',
  key: string,
  extra: { field?: string; vars?: Record<string, string | number> } = {},
) => new AppError(code, { messageKey: `tender:errors.offer.${key}`, ...extra });

/** The supplier's organisation id; only formal suppliers acting for an organisation send offers. */
export const supplierDepart = (actor: Actor): string =>
  requireFormalSupplier(actor, 'tender:errors.offer.suppliersOnly').departId;

/** The project an offer goes to; one never published does not exist for suppliers. */
export const offerProject = (db: Db, projectId: string): Promise<ProjectRow> =>
  requireSupplierVisibleProject(db, projectId);

/**
 * Offers go to published projects only. One the clock closed (04) answers the deadline rule (1005), as
 * it did while the project still read 03 after its quote end.
 */
export function requireAcceptingOffers(project: ProjectRow, clock: Clock): void {
  if (project.status === PURCHASE_STATUS.OPENING)
    assertBeforeDeadline(clock, project.quote_end_time, 'quoteEndTime');
  if (project.status !== PURCHASE_STATUS.PUBLISHED) throw offerError('CONFLICT', 'notAcceptingOffers');
}

export function requireApprovedSignup(status: string | undefined): void {
  if (status === undefined) throw offerError('FORBIDDEN', 'notSignedUp');
  if (status !== AUDIT_STATUS.APPROVED) throw offerError('FORBIDDEN', 'signupNotApproved');
}

/**
 * Refuses an envelope that cannot be a sealed offer (wrong iv size, no P-256 point, ciphertext
 * shorter than the GCM tag) before it is stored; what it says stays unknown until the opening.
 */
export async function checkEnvelope(sealed: SealedOffer): Promise<void> {
  const decode = (field: 'ephemeralPublicKey' | 'iv' | 'ciphertext') => {
    try {
      return base64ToBytes(sealed[field]);
    } catch {
      throw offerError('VALIDATION_FAILED', 'invalidSealed', { field: `sealed.${field}` });
    }
  };
  if (decode('iv').length !== 12)
    throw offerError('VALIDATION_FAILED', 'invalidSealed', { field: 'sealed.iv' });
  if (decode('ciphertext').length < 17) {
    throw offerError('VALIDATION_FAILED', 'invalidSealed', { field: 'sealed.ciphertext' });
  }
  try {
    await crypto.subtle.importKey(
      'raw',
      decode('ephemeralPublicKey'),
      { name: 'ECDH', namedCurve: 'P-256' },
      false,
      [],
    );
  } catch {
    throw offerError('VALIDATION_FAILED', 'invalidSealed', { field: 'sealed.ephemeralPublicKey' });
  }
}

/**
 * A v2 envelope declares the offer slot it was sealed for; it must be the project it is sent to and
 * the sending organisation (a ciphertext copied from another supplier declares that supplier, and
 * one that declares the sender instead no longer opens). v1 declares nothing.
 */
export function checkSealContext(sealed: SealedOffer, projectId: string, departId: string): void {
  if (sealed.v !== 2) return;
  if (sealed.context.projectId !== projectId) {
    throw offerError('FORBIDDEN', 'sealedForOther', { field: 'sealed.context.projectId' });
  }
  if (sealed.context.supplierDepartId !== departId) {
    throw offerError('FORBIDDEN', 'sealedForOther', { field: 'sealed.context.supplierDepartId' });
  }
}
