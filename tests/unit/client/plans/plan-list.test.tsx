import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlanListPage } from '@/client/features/plans/components/plan-list-page';
import { i18next } from '@/client/lib/i18n';
import { PLAN_STATUS as S } from '@/shared/codes/plans';
import { PLAN_PATHS, PLAN_ROUTES } from '@/shared/contracts/plan-paths';
import codes from '../../../../locales/en/codes.json';
import plan from '../../../../locales/en/plan.json';
import tenderBuyer from '../../../../locales/en/tender-buyer.json';
import {
  allByTestId,
  byTestId,
  changeValue,
  cleanup,
  click,
  initTestI18n,
  render,
  waitFor,
} from '../render-ui';

const post = vi.hoisted(() => vi.fn());
vi.mock('@/client/lib/api-client', () => ({
  api: { post },
  onSessionInvalid: vi.fn(),
  onResponseHeaders: vi.fn(),
}));
const navigate = vi.hoisted(() => vi.fn());
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => navigate }));

const STATUSES = [S.DRAFT, S.SUBMITTED, S.APPROVED, S.REJECTED, S.CANCELLED];

function row(status: string, index: number) {
  return {
    id: `p-${status}`,
    planType: '00',
    departId: 'dep-1',
    departName: 'Procurement',
    orgId: 'org-1',
    year: 2027,
    title: `Plan ${index} (${status})`,
    status,
    totalAmount: '150000.00',
    authorId: 'u-1',
    authorName: 'Wang',
    createdAt: '2026-11-25T00:00:00Z',
    updatedAt: '2026-11-25T00:00:00Z',
    version: 1,
    lineCount: 2,
    overPlan: false,
  };
}

const pageCalls = () => post.mock.calls.filter(([path]) => path === PLAN_PATHS.planPage);

function renderList() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PlanListPage planType="00" />
    </QueryClientProvider>,
  );
}

describe('PlanListPage', () => {
  beforeAll(async () => {
    await initTestI18n();
    i18next.addResourceBundle('en', 'plan', plan, true, true);
    i18next.addResourceBundle('en', 'codes', codes, true, true);
    i18next.addResourceBundle('en', 'tender-buyer', tenderBuyer, true, true);
  });
  beforeEach(() => {
    post.mockReset();
    navigate.mockReset();
    post.mockImplementation(async (path: string) => {
      if (path === PLAN_PATHS.planPage) {
        return {
          records: STATUSES.map(row),
          total: STATUSES.length,
          pageNo: 1,
          pageSize: 10,
          statusCounts: { '00': 4, '01': 2, '02': 1, '03': 1, '08': 3 },
        };
      }
      return {};
    });
  });
  afterEach(cleanup);

  it('asks for the kind and shows the counts per status on the tabs', async () => {
    renderList();
    await waitFor(() => allByTestId('query-row').length === STATUSES.length);
    expect(pageCalls()[0]?.[1]).toEqual({ planType: '00', pageNo: 1, pageSize: 10 });
    expect(byTestId('query-tab-all').textContent).toBe('All (11)');
    expect(byTestId('query-tab-01').textContent).toBe('Submitted (2)');
    expect(byTestId('query-tab-05').textContent).toBe('Packaged (0)');
    await click(byTestId('query-tab-01'));
    await waitFor(() => pageCalls().length === 2);
    expect(pageCalls()[1]?.[1]).toMatchObject({ status: S.SUBMITTED });
  });

  it('offers on each row only the moves of its status', async () => {
    renderList();
    await waitFor(() => allByTestId('query-row').length === STATUSES.length);
    const actions = allByTestId('query-row').map((tr) =>
      [...tr.querySelectorAll('[data-testid^="row-action-"]')].map((b) =>
        b.getAttribute('data-testid')?.replace('row-action-', ''),
      ),
    );
    expect(actions).toEqual([
      ['view', 'edit', 'submit', 'copy', 'cancel'],
      ['view', 'withdraw', 'approve', 'reject', 'copy'],
      ['view', 'copy', 'cancel'],
      ['view', 'edit', 'copy', 'cancel'],
      ['view', 'copy'],
    ]);
  });

  it('rejects with a required reason and opens a plan by its kind', async () => {
    renderList();
    await waitFor(() => allByTestId('query-row').length === STATUSES.length);
    const submitted = allByTestId('query-row')[1] as HTMLElement;
    await click(byTestId('row-action-reject', submitted));
    await waitFor(() => document.querySelector('[data-testid="plan-reason-dialog"]') !== null);
    await click(byTestId('plan-reason-submit'));
    await waitFor(
      () => byTestId('plan-reason-dialog').textContent?.includes(plan.validation.reasonRequired) ?? false,
    );
    expect(post.mock.calls.some(([path]) => path === PLAN_PATHS.planTransition)).toBe(false);
    await changeValue(byTestId<HTMLTextAreaElement>('plan-reason-input'), 'Prices too high');
    await click(byTestId('plan-reason-submit'));
    await waitFor(() => post.mock.calls.some(([path]) => path === PLAN_PATHS.planTransition));
    expect(post.mock.calls.find(([path]) => path === PLAN_PATHS.planTransition)?.[1]).toEqual({
      id: `p-${S.SUBMITTED}`,
      action: 'reject',
      reason: 'Prices too high',
    });
    await click(byTestId('row-action-view', allByTestId('query-row')[0] as HTMLElement));
    expect(navigate).toHaveBeenCalledWith({ to: PLAN_ROUTES['00'].detail, search: { id: `p-${S.DRAFT}` } });
  });
});
