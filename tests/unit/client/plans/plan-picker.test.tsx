import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDb, getDb } from '@/client/data/db';
import { resetDictionaries } from '@/client/data/dictionaries/store';
import { session } from '@/client/data/session';
import { PlanFormPage } from '@/client/features/plans/components/plan-form-page';
import { i18next } from '@/client/lib/i18n';
import { MEASURE_UNIT_GROUP } from '@/shared/codes/measure-units';
import { MATERIAL_PATHS } from '@/shared/contracts/admin-material';
import { MATERIAL_ITEM_PATHS } from '@/shared/contracts/admin-material-items';
import type { UserInfo } from '@/shared/contracts/auth';
import { CONSTRUCTION_PATHS } from '@/shared/contracts/construction-paths';
import { DICTIONARY_PATHS } from '@/shared/contracts/dictionaries';
import { PLAN_PATHS } from '@/shared/contracts/plan-paths';
import plan from '../../../../locales/en/plan.json';
import { freshDb, until } from '../data/data-helpers';
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
vi.mock('@/client/data/replayer', () => ({ wakeReplayer: vi.fn() }));

const UNITS = [
  { typecode: 'T', typename: 'tonne' },
  { typecode: 'M', typename: 'metre' },
];
const TREE = [
  {
    id: 'cat-1',
    code: 'C01',
    name: 'Rail materials',
    children: [{ id: 'cat-2', code: 'C0101', name: 'Cables', children: [] }],
  },
];
const CABLE = {
  id: 'item-7',
  code: 'M-0007',
  name: 'Signal cable',
  spec: '4 x 1.5 mm2',
  unit: 'M',
  categoryId: 'cat-2',
  categoryName: 'Cables',
};

let users = 0;

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PlanFormPage planType="00" onDone={vi.fn()} onOpenSyncCentre={vi.fn()} />
    </QueryClientProvider>,
  );
  const form = byTestId('plan-form');
  const field = (name: string) =>
    form.querySelector<HTMLInputElement>(`[name="lines.0.${name}"]`) as HTMLInputElement;
  return { form, field };
}

describe('the plan line pickers: catalogue material and construction project', () => {
  beforeAll(async () => {
    await initTestI18n();
    i18next.addResourceBundle('en', 'plan', plan, true, true);
  });
  beforeEach(async () => {
    await freshDb();
    resetDictionaries();
    users += 1;
    session.userInfo = {
      id: `picker-${users}`,
      currentDepart: { id: 'dep-1', departName: 'Procurement' },
    } as UserInfo;
    post.mockReset();
    post.mockImplementation(async (path: string) => {
      if (path === DICTIONARY_PATHS.initWebTypeGroupNewList) {
        return { version: null, dictVersion: 1, groups: { [MEASURE_UNIT_GROUP]: UNITS } };
      }
      if (path === PLAN_PATHS.catalogueTree) return TREE;
      if (path === PLAN_PATHS.catalogueItems) return { records: [CABLE], total: 1 };
      if (path === CONSTRUCTION_PATHS.options)
        return [{ id: 'cp-1', code: 'JT-2026-001', name: 'Port lights' }];
      return [];
    });
  });
  afterEach(async () => {
    cleanup();
    await flush();
    await closeDb();
  });
  afterAll(() => {
    session.userInfo = null;
  });

  it("reads the planners' catalogue (never the administration's) and a pick fills the line", async () => {
    const { form, field } = renderForm();
    await click(byTestId('line-pick', form));
    await waitFor(() => allByTestId('picker-item').length === 1);
    const category = byTestId<HTMLSelectElement>('picker-category');
    expect([...category.options].map((option) => option.value)).toEqual(['', 'cat-1', 'cat-2']);
    await changeValue(category, 'cat-2');
    await changeValue(byTestId<HTMLInputElement>('picker-keyword'), ' cable ');
    await click(byTestId('picker-search'));
    await waitFor(() =>
      post.mock.calls.some(([path, body]) => path === PLAN_PATHS.catalogueItems && body.keyword === 'cable'),
    );
    const search = post.mock.calls.find(
      ([path, body]) => path === PLAN_PATHS.catalogueItems && body.keyword === 'cable',
    );
    expect(search?.[1]).toEqual({ pageNo: 1, pageSize: 30, categoryId: 'cat-2', keyword: 'cable' });
    await waitFor(() => allByTestId('picker-item').length === 1);
    await click(allByTestId('picker-item')[0] as HTMLElement);
    await waitFor(() => field('materialName').value === 'Signal cable');
    expect(field('specification').value).toBe('4 x 1.5 mm2');
    const called = post.mock.calls.map(([path]) => path);
    for (const adminPath of [MATERIAL_PATHS.categoryTree, MATERIAL_ITEM_PATHS.list]) {
      expect(called).not.toContain(adminPath);
    }
  });

  it('a role without the catalogue grant gets the notice to type the material', async () => {
    post.mockImplementation(async (path: string) => {
      if (path === DICTIONARY_PATHS.initWebTypeGroupNewList) {
        return { version: null, dictVersion: 1, groups: { [MEASURE_UNIT_GROUP]: UNITS } };
      }
      if (path === PLAN_PATHS.catalogueTree || path === PLAN_PATHS.catalogueItems) {
        throw Object.assign(new Error('Forbidden'), { status: 403 });
      }
      return [];
    });
    const { form } = renderForm();
    await click(byTestId('line-pick', form));
    await waitFor(() => document.querySelector('[data-testid="picker-unavailable"]') !== null);
    expect(byTestId('picker-unavailable').textContent).toBe(plan.picker.unavailable);
  });

  it("names a construction project from the construction area's options, and the save carries it", async () => {
    const { form, field } = renderForm();
    const select = field('constructionProjectId') as unknown as HTMLSelectElement;
    await waitFor(() => select.options.length === 2);
    expect(select.options[1]?.textContent).toBe('JT-2026-001 Port lights');
    await changeValue(byTestId<HTMLInputElement>('plan-title', form), 'Port lights plan');
    await changeValue(field('materialName'), 'Lamp');
    await changeValue(field('quantity'), '3');
    const unit = field('unitCode') as unknown as HTMLSelectElement;
    await waitFor(() => unit.options.length === 3);
    await changeValue(unit, 'T');
    await changeValue(field('unitPriceWan'), '0.01');
    await changeValue(select, 'cp-1');
    await click(byTestId('plan-save', form));
    const db = await getDb();
    await until(async () => (await db.outbox.count()) === 1);
    const [entry] = await db.outbox.toArray();
    expect(entry?.body).toMatchObject({ lines: [{ materialName: 'Lamp', constructionProjectId: 'cp-1' }] });
    await flush();
  });
});
