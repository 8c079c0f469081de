import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDb } from '@/client/data/db';
import { getOpenTender, listOpenTenders } from '@/client/features/projects/api/open-tenders';
import { canSignUp } from '@/client/features/projects/components/open-tenders-page';
import { timeLeft } from '@/client/features/tender-common/lib/countdown';
import { projectOfDraftKey, signupDraftKey } from '@/client/features/tender-common/lib/tender-keys';
import { api } from '@/client/lib/api-client';
import { RequestError } from '@/client/lib/http/request';
import type { OpenTenderView } from '@/shared/contracts/tenders';
import { freshDb } from '../data/data-helpers';

const PROJECT: OpenTenderView = {
  id: 'p1',
  projectCode: 'BL-20261122-0001',
  name: 'Rail sleepers',
  tenderMethod: '01',
  budget: '1000000',
  description: null,
  departName: 'Metro Buyer',
  signupEndTime: '2026-12-01T08:00:00.000Z',
  quoteEndTime: '2026-12-10T08:00:00.000Z',
  publishedAt: '2026-11-22T08:00:00.000Z',
  status: '03',
  mySignupStatus: null,
  myOfferStatus: null,
};

beforeEach(() => freshDb());
afterEach(async () => {
  vi.restoreAllMocks();
  await closeDb();
});

const offline = () => new RequestError({ kind: 'network', message: 'Failed to fetch' });

describe("the supplier's tender reads", () => {
  it("fall back to the device's copy only when the platform is unreachable", async () => {
    const post = vi
      .spyOn(api, 'post')
      .mockResolvedValueOnce({ records: [PROJECT], total: 1, pageNo: 1, pageSize: 100 });
    expect(await listOpenTenders('u1')).toEqual({ data: [PROJECT], offline: false });

    post.mockRejectedValue(offline());
    expect(await listOpenTenders('u1')).toEqual({ data: [PROJECT], offline: true });
    // The signup screen opened offline finds the project in the list seen last.
    expect(await getOpenTender('u1', 'p1')).toEqual({ data: PROJECT, offline: true });
    await expect(getOpenTender('u1', 'p2')).rejects.toBeInstanceOf(RequestError);
    // Another user on the same device sees nothing of it.
    await expect(listOpenTenders('u2')).rejects.toBeInstanceOf(RequestError);

    // A refusal from the platform stands, whatever the device holds.
    post.mockRejectedValue(new RequestError({ kind: 'business', ret: '1004', message: 'No permission' }));
    await expect(listOpenTenders('u1')).rejects.toMatchObject({ ret: '1004' });
  });
});

describe('deadlines by the server clock', () => {
  const end = Date.parse(PROJECT.signupEndTime);

  it('counts down to the second and says passed at the deadline', () => {
    expect(timeLeft(end, end - 1)).toEqual({ days: 0, clock: '00:00:01' });
    expect(timeLeft(end, end - 2 * 86_400_000 - 3_661_000)).toEqual({ days: 2, clock: '01:01:01' });
    expect(timeLeft(end, end)).toBeNull();
    expect(timeLeft(Number.NaN, end)).toBeNull();
  });

  it('offers Sign up before the signup end (server time), when not signed up or rejected', () => {
    expect(canSignUp(PROJECT, end - 1000)).toBe(true);
    expect(canSignUp(PROJECT, end)).toBe(false);
    expect(canSignUp({ ...PROJECT, mySignupStatus: '02' }, end - 1000)).toBe(true);
    expect(canSignUp({ ...PROJECT, mySignupStatus: '00' }, end - 1000)).toBe(false);
    expect(canSignUp({ ...PROJECT, mySignupStatus: '01' }, end - 1000)).toBe(false);
  });

  it("names the project of a signup or offer draft (the sync centre's link to its screen)", () => {
    expect(projectOfDraftKey(signupDraftKey('p1'))).toBe('p1');
    expect(projectOfDraftKey('tenderSignup:')).toBeUndefined();
    expect(projectOfDraftKey('supplierProfile')).toBeUndefined();
  });
});
