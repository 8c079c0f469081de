import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CategoryTreeView } from '@/client/features/admin-material/components/category-tree-view';
import type { MaterialCategoryNode } from '@/shared/contracts/admin-material';
import { allByTestId, cleanup, click, initTestI18n, render } from '../render-ui';

const node = (code: string, children: MaterialCategoryNode[] = []): MaterialCategoryNode => ({
  id: code.toLowerCase(),
  parentId: null,
  code,
  name: `Name ${code}`,
  level: 1,
  sort: 0,
  status: '00',
  children,
});

const TREE = [node('A', [node('B', [node('C')]), node('D')]), node('E')];
const codes = () => allByTestId('category-node').map((el) => el.dataset.code);

describe('CategoryTreeView', () => {
  beforeAll(initTestI18n);
  afterEach(cleanup);

  it('shows every node once, at its depth, in tree order', () => {
    render(<CategoryTreeView nodes={TREE} aria-label="tree" />);
    expect(codes()).toEqual(['A', 'B', 'C', 'D', 'E']);
    const a = allByTestId('category-node')[0];
    expect(a?.querySelectorAll('[data-testid="category-node"]')).toHaveLength(3);
  });

  it('folds and unfolds a branch', async () => {
    render(<CategoryTreeView nodes={TREE} aria-label="tree" />);
    const a = allByTestId('category-node')[0];
    const toggle = a?.querySelector('button');
    if (!toggle) throw new Error('no toggle');
    expect(a?.getAttribute('aria-expanded')).toBe('true');
    await click(toggle);
    expect(codes()).toEqual(['A', 'E']);
    expect(a?.getAttribute('aria-expanded')).toBe('false');
    await click(toggle);
    expect(codes()).toEqual(['A', 'B', 'C', 'D', 'E']);
  });

  it('selects a node and marks the selected one', async () => {
    const onSelect = vi.fn();
    const view = render(<CategoryTreeView nodes={TREE} aria-label="tree" onSelect={onSelect} />);
    const c = allByTestId('category-node').find((el) => el.dataset.code === 'C');
    const button = c?.querySelector<HTMLElement>('[data-testid="category-select"]');
    if (!button) throw new Error('no select button');
    await click(button);
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ code: 'C' }));
    view.rerender(<CategoryTreeView nodes={TREE} aria-label="tree" selectedId="c" />);
    expect(
      allByTestId('category-node').filter((el) => el.getAttribute('aria-selected') === 'true'),
    ).toHaveLength(1);
  });

  it('renders the row actions of each node', () => {
    render(
      <CategoryTreeView
        nodes={TREE}
        aria-label="tree"
        actions={(n) => <span data-testid="act">{n.code}</span>}
      />,
    );
    expect(allByTestId('act').map((el) => el.textContent)).toEqual(['A', 'B', 'C', 'D', 'E']);
  });
});
