import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDb, kvSet } from '@/client/data/db';
import { ParticipationPage } from '@/client/features/offers/components/participation-page';
import { CACHE_KEYS } from '@/client/features/tender-common/lib/tender-keys';
import { i18next } from '@/client/lib/i18n';
import { RequestError } from '@/client/lib/http/request';
import type { MyOfferView } from '@/shared/contracts/tender-offers';
import type { SignupView } from '@/shared/contracts/tenders';
import codes from '../../../../locales/en/codes.json';
import supplier from '../../../../locales/en/tender-supplier.json';
import { freshDb } from '../data/data-helpers';
import { allByTestId, cleanup, initTestI18n, render, waitFor } from '../render-ui';

const post = vi.hoisted(() => vi.fn());
// The signups area it reads through loads the session store, which registers for the session's end.
vi.mock('@/client/lib/api-client', () => ({ api: { post }, onSessionInvalid: vi.fn() }));

const signup = (id: string, extra: Partial<SignupView>): SignupView => ({
  id,
  projectId: `p-${id}`,
  projectName: `Project ${id}`,
  projectCode: `BL-${id}`,
  supplierDepartId: 'd1',
  supplierName: 'Supplier',
  contactName: 'Zhang',
  contactPhone: '13800000000',
  contactEmail: 'a@b.cn',
  remark: null,
  auditStatus: '01',
  rejectReason: null,
  receivedAt: '2026-11-01T00:00:00.000Z',
  signupEndTime: '2026-11-02T00:00:00.000Z',
  quoteEndTime: '2026-11-03T00:00:00.000Z',
  ...extra,
});

const OFFER: MyOfferView = {
  offerId: 'o1',
  projectId: 'p-new',
  ciphertextSha256: 'ab'.repeat(32),
  receivedAt: '2026-11-01T00:00:00.000Z',
  projectName: 'Project new',
  projectCode: 'BL-new',
  quoteEndTime: '2026-11-03T00:00:00.000Z',
  status: '00',
  projectStatus: '05',
};

beforeAll(async () => {
  await initTestI18n();
  i18next.addResourceBundle('en', 'tender-supplier', supplier, true, true);
  i18next.addResourceBundle('en', 'codes', codes, true, true);
});
beforeEach(async () => {
  post.mockReset();
  await freshDb();
});
afterEach(async () => {
  cleanup();
  await closeDb();
});

describe("the supplier's participation lists", () => {
  it("show the project's purchase status, and a dash for a device row kept before the field existed", async () => {
    // An old device copy: one row without projectStatus, one with the offers closed (04).
    await kvSet(CACHE_KEYS.signups('u1'), [signup('old', {}), signup('new', { projectStatus: '04' })]);
    await kvSet(CACHE_KEYS.offers('u1'), [OFFER]);
    post.mockRejectedValue(new RequestError({ kind: 'network', message: 'offline' }));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const noop = () => undefined;
    render(
      <QueryClientProvider client={client}>
        <ParticipationPage userId="u1" onOffer={noop} onSignup={noop} onDocuments={noop} />
      </QueryClientProvider>,
    );
    await waitFor(() => document.querySelectorAll('[data-testid="project-status"]').length === 2);
    const shown = allByTestId('project-status').map((el) => [el.dataset.code, el.textContent]);
    expect(shown).toEqual([
      ['04', codes.purchaseStatus['04']],
      ['05', codes.purchaseStatus['05']],
    ]);
    expect(allByTestId('project-status-unknown').map((el) => el.textContent)).toEqual(['-']);
    expect(document.body.textContent).toContain(supplier.columns.projectStatus);
  });
});
