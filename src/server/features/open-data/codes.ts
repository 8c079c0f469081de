import { PURCHASE_STATUS as P } from '@/shared/codes/procurement';
import { TENDER_METHOD } from '@/shared/codes/statuses';
import type { OcdsValue } from './ocds-types';

/** The platform's codes in OCDS code lists (the reference folder's codelist-*.csv). */
export const TENDER_STATUS: Readonly<Record<string, string>> = {
  [P.PUBLISHED]: 'active',
  [P.OPENING]: 'active',
  [P.EVALUATING]: 'active',
  [P.PUBLICITY]: 'active',
  [P.CONCLUDED]: 'complete',
  [P.CANCELLED]: 'cancelled',
  [P.FAILED]: 'unsuccessful',
};

/**
 * The platform's own step within an OCDS status (the tender stays active from publication to
 * publicity): OCDS 1.2's tender.statusDetails, an extra field 1.1 allows.
 */
export const STATUS_DETAILS: Readonly<Record<string, string>> = {
  [P.PUBLISHED]: 'offersOpen',
  [P.OPENING]: 'offersClosed',
  [P.EVALUATING]: 'evaluation',
  [P.PUBLICITY]: 'publicity',
  [P.CONCLUDED]: 'concluded',
  [P.CANCELLED]: 'cancelled',
  [P.FAILED]: 'failed',
};

/** OCDS method codelist: open tender, invitation (selected suppliers), competitive negotiation. */
export const METHOD: Readonly<Record<string, { method: string; details: string }>> = {
  [TENDER_METHOD.OPEN]: { method: 'open', details: 'Open tender' },
  [TENDER_METHOD.INVITATION]: { method: 'selective', details: 'Invitation tender' },
  [TENDER_METHOD.COMPETITIVE_NEGOTIATION]: { method: 'limited', details: 'Competitive negotiation' },
};

const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * Decimal text to the JSON number OCDS asks for: the nearest double of the exact text, never a sum
 * of floats (every amount is one stored value).
 */
export function ocdsValue(text: string): OcdsValue | undefined {
  const trimmed = text.trim();
  return DECIMAL.test(trimmed) ? { amount: Number(trimmed), currency: 'CNY' } : undefined;
}
