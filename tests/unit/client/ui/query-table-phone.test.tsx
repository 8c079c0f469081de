import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { QueryTable } from '@/client/ui/query-table/query-table';
import type { PageQuery, QueryColumn, QueryResult } from '@/client/ui/query-table/types';
import { allByTestId, byTestId, cleanup, click, initTestI18n, render, waitFor } from '../render-ui';

interface Item {
  id: string;
  name: string;
  owner: string;
  secret: string;
  locked: boolean;
}

const ITEMS: Item[] = Array.from({ length: 15 }, (_, i) => ({
  id: `i${i + 1}`,
  name: `Item ${i + 1}`,
  owner: `Owner ${i + 1}`,
  secret: `hidden ${i + 1}`,
  locked: i % 2 === 1,
}));

const load = async (query: PageQuery<{ keyword: string }>): Promise<QueryResult<Item>> => {
  const start = (query.pageNo - 1) * query.pageSize;
  return { records: ITEMS.slice(start, start + query.pageSize), total: ITEMS.length };
};

const columns: QueryColumn<Item>[] = [
  { id: 'owner', header: 'Owner', field: 'owner' },
  { id: 'name', header: 'Name', field: 'name', card: 'title' },
  { id: 'state', header: 'State', cell: (row) => (row.locked ? 'locked' : 'open'), card: 'status' },
  { id: 'secret', header: 'Secret', field: 'secret', card: 'hidden' },
];

// A phone: Chakra's md breakpoint (48rem) does not match.
const original = window.matchMedia;
beforeAll(async () => {
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  await initTestI18n();
});
afterAll(() => {
  window.matchMedia = original;
});
afterEach(cleanup);

describe('QueryTable below md', () => {
  it('shows each row as a card: title, status, labelled fields, no table', async () => {
    const edit = vi.fn();
    render(
      <QueryTable<Item, { keyword: string }>
        columns={columns}
        load={load}
        initialSearch={{ keyword: '' }}
        searchFields={[{ name: 'keyword', label: 'Keyword' }]}
        rowKey={(row) => row.id}
        rowActions={[{ key: 'edit', label: 'Edit', onClick: edit }]}
        canAct={(row) => !row.locked}
      />,
    );
    await waitFor(() => allByTestId('query-row').length === 10);
    expect(document.querySelector('table')).toBeNull();
    const first = allByTestId('query-row')[0] as HTMLElement;
    expect(first.dataset.layout).toBe('card');
    expect(first.textContent).toContain('Item 1');
    expect(first.textContent).toContain('open');
    expect(first.textContent).toContain('Owner');
    expect(first.textContent).toContain('Owner 1');
    expect(first.textContent).not.toContain('hidden 1');
    expect(allByTestId('query-serial').map((cell) => Number(cell.textContent))).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    // Row actions sit behind one button, only on rows that may use one.
    expect(allByTestId('query-row').map((row) => allByTestId('query-card-actions', row).length)).toEqual([
      1, 0, 1, 0, 1, 0, 1, 0, 1, 0,
    ]);
    expect(document.querySelector('[data-testid="row-action-edit"]')).toBeNull();

    await click(byTestId('query-page-next'));
    await waitFor(() => byTestId('query-serial').textContent === '11');
  });

  it('folds the search form behind a filter button', async () => {
    render(
      <QueryTable<Item, { keyword: string }>
        columns={columns}
        load={load}
        initialSearch={{ keyword: '' }}
        searchFields={[{ name: 'keyword', label: 'Keyword' }]}
      />,
    );
    await waitFor(() => allByTestId('query-row').length === 10);
    const toggle = byTestId('query-filter-toggle');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.textContent).toBe('Filter');
    await click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Hide filters');
  });
});
