import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CATEGORY_TREE_KEY } from '@/client/features/admin-material/api/get-category-tree';
import { ItemFormDialog } from '@/client/features/admin-material/components/item-form-dialog';
import { i18next } from '@/client/lib/i18n';
import { resetDictionaries } from '@/client/data/dictionaries/store';
import { MEASURE_UNIT_GROUP } from '@/shared/codes/measure-units';
import { MATERIAL_ITEM_PATHS } from '@/shared/contracts/admin-material-items';
import { DICTIONARY_PATHS } from '@/shared/contracts/dictionaries';
import ui from '../../../../locales/en/admin-material-ui.json';
import { byTestId, changeValue, cleanup, click, initTestI18n, render, waitFor } from '../render-ui';

const post = vi.hoisted(() => vi.fn());
vi.mock('@/client/lib/api-client', () => ({ api: { post } }));

const CATEGORY = {
  id: 'c1',
  parentId: null,
  code: 'STEEL',
  name: 'Steel',
  level: 1,
  sort: 0,
  status: '00',
  children: [],
};

const UNITS = [
  { typecode: 'pcs', typename: 'piece' },
  { typecode: 'kg', typename: 'kilogram' },
];

function renderForm(onSaved = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(CATEGORY_TREE_KEY, [CATEGORY]);
  render(
    <QueryClientProvider client={client}>
      <ItemFormDialog editing={{ kind: 'create', categoryId: 'c1' }} onClose={vi.fn()} onSaved={onSaved} />
    </QueryClientProvider>,
  );
  const dialog = byTestId('item-dialog');
  const input = (name: string) =>
    dialog.querySelector<HTMLInputElement>(`[name="${name}"]`) as HTMLInputElement;
  return { dialog, input, onSaved };
}

describe('ItemFormDialog', () => {
  beforeAll(async () => {
    await initTestI18n();
    i18next.addResourceBundle('en', 'admin-material-ui', ui, true, true);
  });
  // The category select refreshes the tree; only the save is of interest.
  beforeEach(() => {
    resetDictionaries();
    post.mockReset();
    post.mockImplementation(async (path: string) => {
      if (path === MATERIAL_ITEM_PATHS.save) return { id: 'i1' };
      if (path === DICTIONARY_PATHS.initWebTypeGroupNewList) {
        return { version: null, dictVersion: 1, groups: { [MEASURE_UNIT_GROUP]: UNITS } };
      }
      return [CATEGORY];
    });
  });
  const saves = () => post.mock.calls.filter(([path]) => path === MATERIAL_ITEM_PATHS.save);
  afterEach(cleanup);

  it('refuses a price outside the shared amount rule without calling the server', async () => {
    const { dialog, input } = renderForm();
    expect((dialog.querySelector('[name="categoryId"]') as HTMLSelectElement).value).toBe('c1');
    await changeValue(input('code'), 'BOLT1');
    await changeValue(input('name'), 'Bolt');
    await changeValue(input('price'), '12.345');
    await click(byTestId('form-save', dialog));
    await waitFor(
      () => dialog.textContent?.includes('at most 15 integer digits and 2 decimal places') ?? false,
    );
    expect(saves()).toEqual([]);
  });

  it('sends a valid item to the save path with the price as decimal text', async () => {
    const { dialog, input, onSaved } = renderForm();
    await changeValue(input('code'), 'BOLT1');
    await changeValue(input('name'), 'Bolt');
    await changeValue(input('price'), '1234.50');
    await click(byTestId('form-save', dialog));
    await waitFor(() => onSaved.mock.calls.length === 1);
    expect(saves()).toEqual([
      [
        MATERIAL_ITEM_PATHS.save,
        { categoryId: 'c1', code: 'BOLT1', name: 'Bolt', spec: null, unit: null, price: '1234.50' },
        expect.objectContaining({ silent: true, idempotencyKey: expect.any(String) }),
      ],
    ]);
  });

  it('offers the units of the measurement unit dictionary and sends the chosen code', async () => {
    const { dialog, input, onSaved } = renderForm();
    const unit = dialog.querySelector('select[name="unit"]') as HTMLSelectElement;
    await waitFor(() => unit.options.length === 3);
    expect([...unit.options].map((o) => [o.value, o.text])).toEqual([
      ['', 'Please select'],
      ['pcs', 'piece'],
      ['kg', 'kilogram'],
    ]);
    await changeValue(input('code'), 'BOLT2');
    await changeValue(input('name'), 'Bolt');
    await changeValue(unit, 'kg');
    await click(byTestId('form-save', dialog));
    await waitFor(() => onSaved.mock.calls.length === 1);
    expect(saves()[0]?.[1]).toMatchObject({ code: 'BOLT2', unit: 'kg' });
  });
});
