import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { QueryTable } from '@/client/ui/query-table/query-table';
import type { PageQuery, QueryColumn, QueryResult, QueryTab } from '@/client/ui/query-table/types';
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

interface Item {
  id: string;
  name: string;
  locked: boolean;
}

type Search = { keyword: string };

const ITEMS: Item[] = Array.from({ length: 25 }, (_, i) => ({
  id: `i${i + 1}`,
  name: `Item ${i + 1}`,
  locked: i % 2 === 1,
}));

/** A fake server paging ITEMS, filtered by keyword, with per-tab counts. */
function fakeLoad() {
  return vi.fn(async (query: PageQuery<Search>): Promise<QueryResult<Item>> => {
    const matching = ITEMS.filter((item) => item.name.includes(query.keyword ?? ''));
    const start = (query.pageNo - 1) * query.pageSize;
    return {
      records: matching.slice(start, start + query.pageSize),
      total: matching.length,
      tabCounts: {
        open: matching.filter((i) => !i.locked).length,
        locked: matching.filter((i) => i.locked).length,
      },
    };
  });
}

const columns: QueryColumn<Item>[] = [
  { id: 'name', header: 'Name', field: 'name' },
  { id: 'state', header: 'State', cell: (row) => (row.locked ? 'locked' : 'open'), width: 90 },
];

const serials = () => allByTestId('query-serial').map((cell) => Number(cell.textContent));
const lastQuery = (load: ReturnType<typeof fakeLoad>) => load.mock.calls.at(-1)?.[0];

async function renderTable(props: Partial<Parameters<typeof QueryTable<Item, Search>>[0]> = {}) {
  const load = fakeLoad();
  const view = render(
    <QueryTable<Item, Search>
      columns={columns}
      load={load}
      initialSearch={{ keyword: '' }}
      searchFields={[{ name: 'keyword', label: 'Keyword' }]}
      rowKey={(row) => row.id}
      {...props}
    />,
  );
  await waitFor(() => load.mock.calls.length > 0 && !document.querySelector('[data-testid="query-loading"]'));
  return { load, view };
}

beforeAll(initTestI18n);
afterEach(cleanup);

describe('QueryTable paging', () => {
  it('asks for the first page of 10 with the search form, and numbers rows from 1', async () => {
    const { load } = await renderTable();
    expect(load).toHaveBeenCalledTimes(1);
    expect(lastQuery(load)).toEqual({ keyword: '', pageNo: 1, pageSize: 10 });
    expect(serials()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(byTestId('query-total').textContent).toBe('Total 25');
    expect(byTestId('query-page').textContent).toBe('Page 1 of 3');
  });

  it('continues serial numbers across pages', async () => {
    const { load } = await renderTable();
    await click(byTestId('query-page-next'));
    await waitFor(() => serials()[0] === 11);
    expect(lastQuery(load)).toEqual({ keyword: '', pageNo: 2, pageSize: 10 });
    expect(serials()).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    await click(byTestId('query-page-last'));
    await waitFor(() => serials()[0] === 21);
    expect(serials()).toEqual([21, 22, 23, 24, 25]);
    expect(byTestId<HTMLButtonElement>('query-page-next').disabled).toBe(true);
  });

  it('goes back to page 1 when the page size changes', async () => {
    const { load } = await renderTable();
    await click(byTestId('query-page-next'));
    await waitFor(() => serials()[0] === 11);
    const sizes = byTestId<HTMLSelectElement>('query-page-size');
    expect([...sizes.options].map((o) => Number(o.value))).toEqual([10, 30, 50, 100, 300]);
    await changeValue(sizes, '30');
    await waitFor(() => serials().length === 25);
    expect(lastQuery(load)).toEqual({ keyword: '', pageNo: 1, pageSize: 30 });
    expect(serials()[24]).toBe(25);
  });

  it('searches from page 1 with the typed values, and reset restores the initial form', async () => {
    const { load, view } = await renderTable();
    await click(byTestId('query-page-next'));
    await waitFor(() => serials()[0] === 11);
    const input = view.container.querySelector<HTMLInputElement>('input[name="keyword"]') as HTMLInputElement;
    await changeValue(input, 'Item 2');
    expect(load).toHaveBeenCalledTimes(2);
    await click(byTestId('query-search'));
    await waitFor(() => lastQuery(load)?.keyword === 'Item 2');
    expect(lastQuery(load)).toEqual({ keyword: 'Item 2', pageNo: 1, pageSize: 10 });
    await click(byTestId('query-reset'));
    await waitFor(() => lastQuery(load)?.keyword === '');
    expect(input.value).toBe('');
  });

  it('labels search fields 110 px wide and the serial column 70 px wide', async () => {
    const { view } = await renderTable();
    const label = view.container.querySelector('label') as HTMLLabelElement;
    expect(label.textContent).toBe('Keyword');
    expect(getComputedStyle(label).width).toBe('110px');
    const headers = view.container.querySelectorAll('th');
    expect(headers[0]?.textContent).toBe('No.');
    expect(headers[0]?.getAttribute('width') ?? getComputedStyle(headers[0] as Element).width).toBe('70px');
  });
});

describe('QueryTable rows', () => {
  it('hides a row action where the permission function says no', async () => {
    const edit = vi.fn();
    await renderTable({
      rowActions: [
        { key: 'edit', label: 'Edit', onClick: edit },
        { key: 'view', label: 'View', onClick: vi.fn() },
      ],
      canAct: (row, action) => action !== 'edit' || !row.locked,
    });
    const rows = allByTestId('query-row');
    const actionsOf = (row: HTMLElement) =>
      allByTestId('row-action-edit', row).length + allByTestId('row-action-view', row).length;
    expect(rows.map(actionsOf)).toEqual([2, 1, 2, 1, 2, 1, 2, 1, 2, 1]);
    await click(byTestId('row-action-edit', rows[2] as HTMLElement));
    expect(edit).toHaveBeenCalledWith(ITEMS[2]);
  });

  it('shows counts on tabs with showNum and sends the chosen tab from page 1', async () => {
    const tabs: QueryTab[] = [
      { index: 'open', name: 'Open', showNum: true },
      { index: 'locked', name: 'Locked', showNum: true },
      { index: 'all', name: 'All', num: 99 },
    ];
    const { load } = await renderTable({ tabs, tabField: 'state' });
    expect(lastQuery(load)).toEqual({ keyword: '', pageNo: 1, pageSize: 10, state: 'open' });
    expect(byTestId('query-tab-open').textContent).toBe('Open (13)');
    expect(byTestId('query-tab-locked').textContent).toBe('Locked (12)');
    expect(byTestId('query-tab-all').textContent).toBe('All');
    await click(byTestId('query-page-next'));
    await waitFor(() => lastQuery(load)?.pageNo === 2);
    await click(byTestId('query-tab-locked'));
    await waitFor(() => (lastQuery(load) as { state?: string } | undefined)?.state === 'locked');
    expect(lastQuery(load)).toEqual({ keyword: '', pageNo: 1, pageSize: 10, state: 'locked' });
  });

  it('shows the loading state, then the empty state', async () => {
    let answer: (result: QueryResult<Item>) => void = () => undefined;
    const load = vi.fn(() => new Promise<QueryResult<Item>>((resolve) => (answer = resolve)));
    render(<QueryTable<Item> columns={columns} load={load} />);
    await flush();
    expect(byTestId('query-loading').textContent).toBe('Loading');
    expect(document.querySelector('[data-testid="query-empty"]')).toBeNull();
    answer({ records: [], total: 0 });
    await waitFor(() => !document.querySelector('[data-testid="query-loading"]'));
    expect(byTestId('query-empty').textContent).toBe('No data');
    expect(byTestId('query-page').textContent).toBe('Page 1 of 1');
  });

  it('keeps only the answer of the last request', async () => {
    const answers: ((result: QueryResult<Item>) => void)[] = [];
    const load = vi.fn(() => new Promise<QueryResult<Item>>((resolve) => answers.push(resolve)));
    render(<QueryTable<Item> columns={columns} load={load} />);
    await flush();
    answers[0]?.({ records: ITEMS.slice(0, 10), total: 25 });
    await waitFor(() => serials().length === 10);
    await click(byTestId('query-page-next'));
    await click(byTestId('query-page-next'));
    answers[2]?.({ records: ITEMS.slice(20), total: 25 });
    await flush();
    answers[1]?.({ records: ITEMS.slice(10, 20), total: 25 });
    await flush();
    expect(serials()).toEqual([21, 22, 23, 24, 25]);
  });
});
