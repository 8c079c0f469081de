import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDb, kvSet } from '@/client/data/db';
import { listOpenTenders } from '@/client/features/projects/api/open-tenders';
import { listMySignups } from '@/client/features/signups/api/my-signups';
import { PageFrame } from '@/client/features/tender-common/components/page-frame';
import { useMyOffers } from '@/client/features/offers/hooks/use-my-offers';
import { CACHE_KEYS } from '@/client/features/tender-common/lib/tender-keys';
import { i18next } from '@/client/lib/i18n';
import { RequestError } from '@/client/lib/http/request';
import type { OpenTenderView, SignupView } from '@/shared/contracts/tenders';
import supplier from '../../../../locales/en/tender-supplier.json';
import { freshDb } from '../data/data-helpers';
import { byTestId, cleanup, initTestI18n, render, waitFor } from '../render-ui';

const post = vi.hoisted(() => vi.fn());
vi.mock('@/client/lib/api-client', () => ({ api: { post } }));

const offline = () => new RequestError({ kind: 'network', message: 'Request timed out, please retry' });
const serverDown = () =>
  new RequestError({ kind: 'http', status: 503, message: 'Request failed with status code 503' });
const refused = () => new RequestError({ kind: 'business', ret: '1004', message: 'No permission' });

const SIGNUP = { id: 's1', projectId: 'p1', projectName: 'Rail sleepers' } as SignupView;
const PROJECT = { id: 'p1', name: 'Rail sleepers' } as OpenTenderView;

/** Shows what the offers hook ended with: its status, whether it passed for the device copy, its rows. */
function OffersProbe() {
  const query = useMyOffers('u1');
  if (query.isPending) return null;
  return (
    <span data-testid="offers" data-status={query.status} data-offline={String(query.data?.offline ?? '')}>
      {query.data?.data.length ?? ''}
    </span>
  );
}

function renderOffers() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <OffersProbe />
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await initTestI18n();
  i18next.addResourceBundle('en', 'tender-supplier', supplier, true, true);
});
beforeEach(async () => {
  post.mockReset();
  await freshDb();
});
afterEach(async () => {
  cleanup();
  await closeDb();
});

describe("the supplier's offers list", () => {
  it('reports a failed answer as an error, not as an empty device copy', async () => {
    post.mockRejectedValue(serverDown());
    renderOffers();
    await waitFor(() => document.querySelector('[data-testid="offers"]') !== null);
    expect(byTestId('offers').dataset.status).toBe('error');

    cleanup();
    post.mockRejectedValue(refused());
    renderOffers();
    await waitFor(() => document.querySelector('[data-testid="offers"]') !== null);
    expect(byTestId('offers').dataset.status).toBe('error');
  });

  it('stays the (empty) device copy when the device is offline', async () => {
    post.mockRejectedValue(offline());
    renderOffers();
    await waitFor(() => document.querySelector('[data-testid="offers"]') !== null);
    expect(byTestId('offers').dataset.status).toBe('success');
    expect(byTestId('offers').dataset.offline).toBe('true');
  });
});

describe("the supplier's signups and open tenders lists", () => {
  it('keep showing the device copy when the platform fails, with the failure to show', async () => {
    await kvSet(CACHE_KEYS.signups('u1'), [SIGNUP]);
    await kvSet(CACHE_KEYS.openTenders('u1'), [PROJECT]);

    post.mockRejectedValue(offline());
    expect(await listMySignups('u1')).toEqual({ data: [SIGNUP], offline: true });
    expect(await listOpenTenders('u1')).toEqual({ data: [PROJECT], offline: true });

    const failure = serverDown();
    post.mockRejectedValue(failure);
    expect(await listMySignups('u1')).toEqual({ data: [SIGNUP], offline: true, error: failure });
    expect(await listOpenTenders('u1')).toEqual({ data: [PROJECT], offline: true, error: failure });
  });
});

describe('the page frame of the supplier screens', () => {
  it('marks the device copy and translates a failed answer; offline keeps the offline note', () => {
    render(
      <PageFrame title="Offers" offline error={serverDown()} testId="frame">
        rows
      </PageFrame>,
    );
    expect(byTestId('device-copy').textContent).toBe(supplier.common.deviceCopyAfterFailure);
    expect(byTestId('load-failed').textContent).toBe(
      supplier.common.serverFailed.replace('{{status}}', '503'),
    );
    cleanup();

    render(
      <PageFrame title="Offers" offline testId="frame">
        rows
      </PageFrame>,
    );
    expect(byTestId('device-copy').textContent).toBe(supplier.common.deviceCopy);
    expect(document.querySelector('[data-testid="load-failed"]')).toBeNull();
    cleanup();

    // A refusal carries the platform's own message, already in the user's language.
    render(
      <PageFrame title="Offers" error={refused()} testId="frame">
        rows
      </PageFrame>,
    );
    expect(byTestId('load-failed').textContent).toBe('No permission');
  });
});
