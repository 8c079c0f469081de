import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ProjectContractsPanel } from '@/client/features/contracts';
import type { ContractStatus, ContractView } from '@/shared/contracts/contracts';
import { allByTestId, byTestId, cleanup, click, initTestI18n, render, waitFor } from '../render-ui';

const api = vi.hoisted(() => ({
  contractPage: vi.fn(),
  myContractPage: vi.fn(),
  moveContract: vi.fn(),
  signContract: vi.fn(),
  contractScanUrl: (id: string) => `/scan/${id}`,
}));
vi.mock('@/client/features/contracts/api/contracts', () => api);
// The fees area's own panel is tested with the fees; here it only has to be placed.
vi.mock('@/client/features/fees', () => ({ ProjectFeesPanel: () => <div data-testid="fees-stub" /> }));

const contract = (id: string, status: ContractStatus, supplierName: string): ContractView => ({
  id,
  projectId: 'p1',
  projectCode: 'BL-1',
  projectName: 'Crane maintenance',
  orgId: `org-${id}`,
  supplierName,
  amount: '76543.21',
  status,
  signedOn: status === '00' ? null : '2026-11-20',
  scan: status === '00' ? null : { fileName: 'signed.pdf', mime: 'application/pdf', size: 100 },
  terminationReason: null,
  createdAt: '2026-11-18T02:00:00.000Z',
  updatedAt: '2026-11-20T02:00:00.000Z',
  version: 3,
});

function show() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <ProjectContractsPanel projectId="p1" />
    </QueryClientProvider>,
  );
}

const cardOf = (supplier: string) =>
  allByTestId('contract-card').find((c) => c.textContent?.includes(supplier)) as HTMLElement;
const actionsOf = (supplier: string) =>
  [...cardOf(supplier).querySelectorAll('[data-testid^="contract-action-"]')].map((b) =>
    b.getAttribute('data-testid')?.replace('contract-action-', ''),
  );

describe("a concluded project's contracts panel", () => {
  beforeAll(initTestI18n);
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('offers each contract only the moves CONTRACT_MOVES allows, and the bail refunds below', async () => {
    api.contractPage.mockResolvedValue({
      records: [contract('a', '00', 'Alpha'), contract('b', '01', 'Beta'), contract('c', '03', 'Gamma')],
      total: 3,
      pageNo: 1,
      pageSize: 100,
    });
    show();
    await waitFor(() => allByTestId('contract-card').length === 3);
    expect(api.contractPage).toHaveBeenCalledWith({ projectId: 'p1', pageNo: 1, pageSize: 100 });
    expect(actionsOf('Alpha')).toEqual(['sign', 'terminate']);
    expect(actionsOf('Beta')).toEqual(['perform', 'terminate']);
    expect(actionsOf('Gamma')).toEqual([]);
    expect(cardOf('Beta').querySelector('[data-testid="contract-scan-link"]')?.getAttribute('href')).toBe(
      '/scan/b',
    );
    byTestId('fees-stub');
  });

  it('moves a signed contract to performing at the version it shows, after the confirmation', async () => {
    api.contractPage.mockResolvedValue({
      records: [contract('b', '01', 'Beta')],
      total: 1,
      pageNo: 1,
      pageSize: 100,
    });
    api.moveContract.mockResolvedValue({ ...contract('b', '02', 'Beta'), version: 4 });
    show();
    await waitFor(() => allByTestId('contract-card').length === 1);
    await click(byTestId('contract-action-perform', cardOf('Beta')));
    await waitFor(() => document.querySelector('[data-testid="confirm-ok"]') !== null);
    await click(byTestId('confirm-ok'));
    await waitFor(() => api.moveContract.mock.calls.length === 1);
    expect(api.moveContract).toHaveBeenCalledWith({ id: 'b', version: 3, to: '02' });
    await waitFor(() => api.contractPage.mock.calls.length >= 2);
  });
});
