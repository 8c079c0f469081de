import { describe, expect, it } from 'vitest';
import { verifyReceipt } from '@/client/features/offers/lib/verify-receipt';
import type { LobbyOffer } from '@/shared/contracts/offer-lobby';

const HASH = 'a'.repeat(64);
const offer = (over: Partial<LobbyOffer> = {}): LobbyOffer => ({
  offerId: 'o1',
  projectId: 'p1',
  ciphertextSha256: HASH,
  receivedAt: '2026-11-26T09:00:00.000Z',
  status: '00',
  withdrawnAt: null,
  withdrawReason: null,
  replacedBy: null,
  recordHashVerified: null,
  ...over,
});
const kept = (hash: string) => ({ projectId: 'p1', ciphertextSha256: hash, sealedAt: 1 });

describe('offer receipt check against the hash kept on the device', () => {
  it('matches the kept hash, older kept ones included', () => {
    expect(verifyReceipt(offer(), [kept('b'.repeat(64)), kept(HASH)])).toMatchObject({
      check: 'match',
      kept: { ciphertextSha256: HASH },
    });
  });
  it('says mismatch, none kept or no offer', () => {
    expect(verifyReceipt(offer(), [kept('b'.repeat(64))]).check).toBe('mismatch');
    expect(verifyReceipt(offer(), []).check).toBe('noneKept');
    expect(verifyReceipt(undefined, [kept(HASH)]).check).toBe('noOffer');
  });
  it('after the opening, a record whose own hash check failed fails the check', () => {
    expect(verifyReceipt(offer({ status: '02', recordHashVerified: true }), [kept(HASH)]).check).toBe(
      'match',
    );
    expect(verifyReceipt(offer({ status: '03', recordHashVerified: false }), [kept(HASH)]).check).toBe(
      'recordFailed',
    );
  });
});
