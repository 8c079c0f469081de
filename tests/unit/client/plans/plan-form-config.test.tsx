import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDb } from '@/client/data/db';
import { resetDictionaries } from '@/client/data/dictionaries/store';
import { session } from '@/client/data/session';
import { PlanFormPage } from '@/client/features/plans/components/plan-form-page';
import { i18next } from '@/client/lib/i18n';
import type { UserInfo } from '@/shared/contracts/auth';
import type { PlanConfigView } from '@/shared/contracts/plans';
import plan from '../../../../locales/en/plan.json';
import planConfig from '../../../../locales/en/plan-config.json';
import codes from '../../../../locales/en/codes.json';
import { freshDb } from '../data/data-helpers';
import { byTestId, cleanup, flush, initTestI18n, render } from '../render-ui';

const post = vi.hoisted(() => vi.fn());
vi.mock('@/client/lib/api-client', () => ({
  api: { post },
  onSessionInvalid: vi.fn(),
  onResponseHeaders: vi.fn(),
}));
vi.mock('@/client/data/replayer', () => ({ wakeReplayer: vi.fn() }));

const CONFIG: PlanConfigView = {
  departId: 'dep-1',
  departName: 'Procurement',
  planTypes: ['00', '02'],
  approvalRequired: true,
  leaderThreshold: '5000000.00',
  configured: true,
};

let users = 0;

function renderForm(planType: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PlanFormPage planType={planType} onDone={vi.fn()} onOpenSyncCentre={vi.fn()} />
    </QueryClientProvider>,
  );
  return byTestId('plan-form-page');
}

describe("the plan entry form follows the department's configuration", () => {
  beforeAll(async () => {
    await initTestI18n();
    i18next.addResourceBundle('en', 'plan', plan, true, true);
    i18next.addResourceBundle('en', 'plan-config', planConfig, true, true);
    i18next.addResourceBundle('en', 'codes', codes, true, true);
  });
  beforeEach(async () => {
    await freshDb();
    resetDictionaries();
    users += 1;
    session.userInfo = {
      id: `cfg-buyer-${users}`,
      currentDepart: { id: 'dep-1', departName: 'Procurement' },
    } as UserInfo;
    post.mockReset();
    post.mockResolvedValue([]);
  });
  afterEach(async () => {
    cleanup();
    await flush();
    await closeDb();
    session.planConfig = null;
  });
  afterAll(() => {
    session.userInfo = null;
  });

  it('shows the approval rule with the leader threshold in yuan and Chinese capitals above the form', async () => {
    session.planConfig = CONFIG;
    const page = renderForm('00');
    byTestId('plan-form', page);
    const rule = byTestId('plan-approval-rule', page);
    expect(rule.textContent).toContain('approved by another user than their author');
    const threshold = byTestId('plan-approval-threshold', rule);
    expect(threshold.textContent).toContain('5,000,000.00 yuan');
    expect(threshold.textContent).toContain('伍佰万元整');
  });

  it('a kind the department does not compile shows a notice instead of the form', async () => {
    session.planConfig = CONFIG;
    const page = renderForm('01');
    const notice = byTestId('plan-kind-not-configured', page);
    expect(notice.textContent).toContain('Procurement does not compile the Annual plan');
    expect(notice.textContent).toContain('Purchase plan, Simulated-quantity plan');
    expect(page.querySelector('[data-testid="plan-form"]')).toBeNull();
  });

  it('without a configuration (another role, or not loaded) the form is open and states no rule', async () => {
    const page = renderForm('01');
    byTestId('plan-form', page);
    expect(page.querySelector('[data-testid="plan-approval-rule"]')).toBeNull();
    expect(page.querySelector('[data-testid="plan-kind-not-configured"]')).toBeNull();
  });

  it('a department that needs no approval says so and shows no threshold', async () => {
    session.planConfig = { ...CONFIG, approvalRequired: false };
    const page = renderForm('00');
    const rule = byTestId('plan-approval-rule', page);
    expect(rule.textContent).toContain('need no approval');
    expect(rule.querySelector('[data-testid="plan-approval-threshold"]')).toBeNull();
  });
});
