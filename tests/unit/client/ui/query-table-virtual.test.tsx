import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { QueryTable } from '@/client/ui/query-table/query-table';
import type { PageQuery, QueryColumn, QueryResult } from '@/client/ui/query-table/types';
import { VIRTUAL_FROM } from '@/client/ui/query-table/virtual-rows';
import { allByTestId, byTestId, cleanup, initTestI18n, render, waitFor } from '../render-ui';

interface Item {
  id: string;
  name: string;
}

const load =
  (count: number) =>
  async (query: PageQuery<Record<string, never>>): Promise<QueryResult<Item>> => {
    const start = (query.pageNo - 1) * query.pageSize;
    const all = Array.from({ length: count }, (_, i) => ({ id: `i${i + 1}`, name: `Item ${i + 1}` }));
    return { records: all.slice(start, start + query.pageSize), total: count };
  };

const columns: QueryColumn<Item>[] = [{ id: 'name', header: 'Name', field: 'name' }];

beforeAll(initTestI18n);
afterEach(cleanup);

describe('QueryTable on a long page', () => {
  it('renders every row of a short page, in a box that does not scroll by itself', async () => {
    render(<QueryTable<Item> columns={columns} load={load(25)} pageSize={30} rowKey={(row) => row.id} />);
    await waitFor(() => allByTestId('query-row').length === 25);
    const box = byTestId('query-table').querySelector('[aria-busy]') as HTMLElement;
    expect(box.dataset.virtual).toBeUndefined();
    expect(box.getAttribute('tabindex')).toBeNull();
  });

  it('renders only the rows in view of a page of 300, numbered from the first, in a focusable region', async () => {
    render(<QueryTable<Item> columns={columns} load={load(400)} pageSize={300} rowKey={(row) => row.id} />);
    await waitFor(() => allByTestId('query-row').length > 0);
    const rows = allByTestId('query-row');
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(VIRTUAL_FROM);
    expect(allByTestId('query-serial').map((cell) => Number(cell.textContent))).toEqual(
      rows.map((_, i) => i + 1),
    );
    const region = byTestId('query-table').querySelector('[data-virtual]') as HTMLElement;
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(region.getAttribute('role')).toBe('region');
    expect(region.getAttribute('aria-label')).toBe('Rows of the list');
    // The rows left out stand as space below the rendered ones, so the box scrolls the whole page.
    const spacer = region.querySelector('tr[aria-hidden] td') as HTMLElement;
    expect(Number.parseFloat(spacer.style.height || getComputedStyle(spacer).height)).toBeGreaterThan(1000);
  });

  it('has the chosen tab name the list it filters as what it controls (an element that exists)', async () => {
    render(
      <QueryTable<Item>
        columns={columns}
        load={load(5)}
        tabs={[
          { index: 'all', name: 'All' },
          { index: 'mine', name: 'Mine' },
        ]}
        rowKey={(row) => row.id}
      />,
    );
    await waitFor(() => allByTestId('query-row').length === 5);
    const controls = byTestId('query-tab-all').getAttribute('aria-controls');
    expect(controls).toBeTruthy();
    expect(document.getElementById(controls ?? '')?.contains(allByTestId('query-row')[0] as Node)).toBe(true);
  });
});
