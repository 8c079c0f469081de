import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDb } from '@/client/data/db';
import { getProfile } from '@/client/features/supplier-profile/api/get-profile';
import type { SupplierProfileView } from '@/shared/contracts/supplier-profile';
import { freshDb } from '../data/data-helpers';

const VIEW: SupplierProfileView = {
  departId: 'org-1',
  departName: 'Yuanhang',
  profile: null,
  auditStatus: null,
  rejectReason: null,
  version: 0,
  updatedAt: null,
  submittedAt: null,
};

const answer = (header: Record<string, unknown>, body: unknown = null, status = 200) =>
  new Response(JSON.stringify({ header: { requestId: 'r', message: '', ...header }, body }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

beforeEach(() => freshDb());
afterEach(async () => {
  vi.unstubAllGlobals();
  await closeDb();
});

describe('loading the supplier profile', () => {
  it("falls back to the device's copy only when the platform cannot be reached", async () => {
    const fetch = vi.fn(async () => answer({ ret: '0' }, VIEW));
    vi.stubGlobal('fetch', fetch);
    await expect(getProfile('u1', 'org-1')).resolves.toEqual({ view: VIEW, offline: false });

    fetch.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(getProfile('u1', 'org-1')).resolves.toEqual({ view: VIEW, offline: true });
    // Another user on the same device has no copy to fall back to.
    await expect(getProfile('u2', 'org-1')).rejects.toMatchObject({ kind: 'network' });

    // A refusal is the platform's answer: it is shown, never hidden behind the copy.
    fetch.mockImplementation(async () =>
      answer({ ret: '1004', message: "You can only maintain your own organisation's profile" }, null, 403),
    );
    await expect(getProfile('u1', 'org-1')).rejects.toMatchObject({ kind: 'business', ret: '1004' });
  });
});
