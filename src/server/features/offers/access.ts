import { PURCHASE_STATUS } from '@/shared/codes/procurement';
import { AUDIT_STATUS } from '@/shared/codes/statuses';
import { ROLES } from '@/shared/codes/roles';
import { base64ToBytes } from '@/shared/crypto/offer-seal';
import type { SealedOffer } from '@/shared/contracts/tender-offers';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { assertBeforeDeadline } from '../../lib/deadline';
import type { Actor } from '../../lib/request-context';
import type { OfferProject } from './repository';
import { isBuyerSide } from '../tender-common';

/** Who may send, list, open and read sealed offers, and the checks of a sealed envelope. */

export const offerError = (
  code: 'FORBIDDEN' | 'CONFLICT' | 'NOT_FOUND' | 'VALIDATION_FAILED',
  key: string,
  extra: { field?: string; vars?: Record<string, string | number> } = {},
) => new AppError(code, { messageKey: `tender:errors.offer.${key}`, ...extra });

/** The supplier's organisation id; only formal suppliers acting for an organisation send offers. */
export function supplierDepart(actor: Actor): string {
  if (actor.roleCode !== ROLES.FORMAL_SUPPLIER || !actor.departId)
    throw offerError('FORBIDDEN', 'suppliersOnly');
  return actor.departId;
}

export function requireProject(project: OfferProject): NonNullable<OfferProject> {
  if (!project) throw offerError('NOT_FOUND', 'projectNotFound', { field: 'projectId' });
  return project;
}

/** The project, when the actor is on the buyer side of the organisation that runs it. */
export function requireOwnProject(actor: Actor, project: OfferProject): NonNullable<OfferProject> {
  if (!isBuyerSide(actor)) throw offerError('FORBIDDEN', 'buyersOnly');
  const found = requireProject(project);
  if (found.depart_id !== actor.departId) throw offerError('FORBIDDEN', 'notOwnProject');
  return found;
}

/**
 * Offers go to published projects only. One the clock closed (04) answers the deadline rule (1005), as
 * it did while the project still read 03 after its quote end.
 */
export function requireAcceptingOffers(project: NonNullable<OfferProject>, clock: Clock): void {
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
