import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeDb, getDb, kvGet, kvSet } from '@/client/data/db';
import { LOBBY_CACHE_KEYS } from '@/client/features/offers/api/keys';
import { queueWithdrawal } from '@/client/features/offers/api/withdraw';
import { offerDraftKey } from '@/client/features/tender-common/lib/tender-keys';
import { OFFER_LOBBY_PATHS, OFFER_WITHDRAW_REASON } from '@/shared/contracts/offer-lobby-paths';
import type { LobbyOffer, OfferLobbyView } from '@/shared/contracts/offer-lobby';
import { freshDb } from '../data/data-helpers';

const QUOTE_END = Date.parse('2026-12-10T08:00:00.000Z');
const NOW = Date.parse('2026-12-01T08:00:00.000Z');
const offer = (offerId: string, status: string): LobbyOffer => ({
  offerId,
  projectId: 'p1',
  ciphertextSha256: offerId.repeat(32).slice(0, 64),
  receivedAt: '2026-11-30T08:00:00.000Z',
  status,
  withdrawnAt: null,
  withdrawReason: null,
  replacedBy: null,
  recordHashVerified: null,
});
const LOBBY: OfferLobbyView = {
  projectId: 'p1',
  projectName: 'Lamps',
  projectCode: 'T-1',
  projectStatus: '03',
  quoteEndTime: new Date(QUOTE_END).toISOString(),
  serverTime: new Date(NOW).toISOString(),
  state: 'sealed',
  offers: [offer('b', '00'), offer('a', '01')],
  canWithdraw: true,
};

beforeEach(() => freshDb());
afterEach(async () => closeDb());

describe('offer withdrawal through the outbox', () => {
  it("queues it behind the project's sends, with the quote end as deadline, and shows it on the kept lobby at once", async () => {
    await kvSet(LOBBY_CACHE_KEYS.lobby('u1', 'p1'), LOBBY);
    const entry = await queueWithdrawal({
      userId: 'u1',
      projectId: 'p1',
      offerId: 'b',
      deadline: QUOTE_END,
      now: NOW,
    });
    expect(entry).toMatchObject({
      method: 'POST',
      path: OFFER_LOBBY_PATHS.withdraw,
      body: { projectId: 'p1', offerId: 'b' },
      entityKey: offerDraftKey('p1'),
      deadline: QUOTE_END,
      status: 'pending',
    });
    expect(entry.idempotencyKey).toBeTruthy();
    const kept = await kvGet<OfferLobbyView>(LOBBY_CACHE_KEYS.lobby('u1', 'p1'));
    expect(kept?.state).toBe('withdrawn');
    expect(kept?.canWithdraw).toBe(false);
    expect(kept?.offers[0]).toMatchObject({
      status: '01',
      withdrawReason: OFFER_WITHDRAW_REASON.WITHDRAWN,
      withdrawnAt: new Date(NOW).toISOString(),
    });
    expect(kept?.offers[1]?.status).toBe('01');
    expect(await (await getDb()).outbox.count()).toBe(1);
  });

  it('queues even with no kept lobby (nothing to update on the device)', async () => {
    await queueWithdrawal({ userId: 'u1', projectId: 'p2', offerId: 'c', deadline: QUOTE_END, now: NOW });
    expect(await (await getDb()).outbox.count()).toBe(1);
    expect(await kvGet(LOBBY_CACHE_KEYS.lobby('u1', 'p2'))).toBeUndefined();
  });
});
