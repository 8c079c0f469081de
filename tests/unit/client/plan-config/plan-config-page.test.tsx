import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlanConfigPage } from '@/client/features/plan-config';
import { valuesToSave } from '@/client/features/plan-config/lib/config-form';
import { i18next } from '@/client/lib/i18n';
import { USER_PATHS } from '@/shared/contracts/org-users';
import { PLAN_PATHS } from '@/shared/contracts/plan-paths';
import type { PlanConfigView } from '@/shared/contracts/plans';
import codes from '../../../../locales/en/codes.json';
import plan from '../../../../locales/en/plan.json';
import planConfig from '../../../../locales/en/plan-config.json';
import {
  allByTestId,
  byTestId,
  changeValue,
  cleanup,
  click,
  flush,
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

const PROC: PlanConfigView = {
  departId: 'dep-proc',
  departName: 'Procurement centre',
  planTypes: ['00', '01', '02'],
  approvalRequired: true,
  leaderThreshold: '5000000.00',
  configured: true,
  updatedAt: '2026-11-20T02:00:00.000Z',
};
const TREE = [
  {
    id: 'org-1',
    parentId: null,
    name: 'Group',
    code: 'G',
    orgType: '01',
    status: '0',
    sort: 0,
    children: [
      {
        id: 'dep-ops',
        parentId: 'org-1',
        name: 'Operations',
        code: 'O',
        orgType: '02',
        status: '0',
        sort: 0,
        children: [],
      },
    ],
  },
];

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PlanConfigPage />
    </QueryClientProvider>,
  );
  return byTestId('plan-config-page');
}

const savedBodies = () =>
  post.mock.calls.filter(([path]) => path === PLAN_PATHS.configSave).map(([, body]) => body);

describe('plan configuration administration', () => {
  beforeAll(async () => {
    await initTestI18n();
    i18next.addResourceBundle('en', 'plan', plan, true, true);
    i18next.addResourceBundle('en', 'plan-config', planConfig, true, true);
    i18next.addResourceBundle('en', 'codes', codes, true, true);
  });
  beforeEach(() => {
    post.mockReset();
    post.mockImplementation(async (path: string, body: { departId?: string }) => {
      if (path === PLAN_PATHS.configPage) return { records: [PROC], total: 1 };
      if (path === USER_PATHS.findDepartTree) return TREE;
      if (path === PLAN_PATHS.configSave) return { ...PROC, ...body };
      return [];
    });
  });
  afterEach(async () => {
    cleanup();
    await flush();
  });

  it("lists the departments' configurations with the threshold in 10,000 yuan and in capitals", async () => {
    const page = renderPage();
    await waitFor(() => allByTestId('config-threshold', page).length > 0);
    expect(page.textContent).toContain('Procurement centre');
    expect(page.textContent).toContain('Annual plan');
    const threshold = byTestId('config-threshold', page);
    expect(threshold.textContent).toContain('500');
    expect(threshold.textContent).toContain('伍佰万元整');
  });

  it('edits one: kinds, approval and a threshold typed in 10,000 yuan saved as exact yuan', async () => {
    const page = renderPage();
    await waitFor(() => page.textContent?.includes('Procurement centre') ?? false);
    const edit = [...page.querySelectorAll('button')].find(
      (b) => b.textContent === 'Edit',
    ) as HTMLButtonElement;
    await click(edit);
    const dialog = byTestId('plan-config-dialog');
    expect(byTestId('plan-config-depart', dialog).textContent).toBe('Procurement centre');
    await click(byTestId('plan-config-kind-01', dialog).querySelector('input') as HTMLInputElement);
    const input = dialog.querySelector<HTMLInputElement>('input[name="thresholdWan"]') as HTMLInputElement;
    expect(input.value).toBe('500');
    // Floating point would make 0.1 + 0.2 style errors; the decimal point only moves.
    await changeValue(input, '123.456789');
    expect(byTestId('plan-config-threshold', dialog).dataset.yuan).toBe('1234567.89');
    expect(byTestId('plan-config-threshold-capitals', dialog).textContent).toBe(
      '壹佰贰拾叁万肆仟伍佰陆拾柒元捌角玖分',
    );
    await click(byTestId('form-save', dialog));
    await waitFor(() => savedBodies().length === 1);
    expect(savedBodies()[0]).toEqual({
      departId: 'dep-proc',
      planTypes: ['00', '02'],
      approvalRequired: true,
      leaderThreshold: '1234567.89',
    });
  });

  it('adds one for a department picked from the tree; refuses no department, no kind or a bad threshold', async () => {
    const page = renderPage();
    await click(byTestId('plan-config-add', page));
    const dialog = byTestId('plan-config-dialog');
    const select = dialog.querySelector<HTMLSelectElement>('select[name="departId"]') as HTMLSelectElement;
    await waitFor(() => select.options.length === 3);
    await changeValue(dialog.querySelector('input[name="thresholdWan"]') as HTMLInputElement, '1.0000001');
    await click(byTestId('form-save', dialog));
    expect(dialog.textContent).toContain('Choose a department');
    expect(dialog.textContent).toContain('at most 11 integer digits and 6 decimals');
    expect(savedBodies()).toHaveLength(0);
    await changeValue(select, 'dep-ops');
    await changeValue(dialog.querySelector('input[name="thresholdWan"]') as HTMLInputElement, '');
    await click(byTestId('form-save', dialog));
    await waitFor(() => savedBodies().length === 1);
    expect(savedBodies()[0]).toEqual({
      departId: 'dep-ops',
      planTypes: ['00', '01', '02'],
      approvalRequired: true,
    });
  });

  it('needs at least one kind', () => {
    const result = valuesToSave({ departId: 'd', planTypes: [], approvalRequired: false, thresholdWan: '' });
    expect(result.errors).toEqual({ planTypes: 'plan:validation.planTypesRequired' });
  });
});
