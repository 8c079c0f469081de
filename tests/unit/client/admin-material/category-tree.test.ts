import { describe, expect, it } from 'vitest';
import {
  findCategory,
  flattenCategories,
  optionLabel,
  parentOptions,
  subtreeIds,
} from '@/client/features/admin-material/lib/category-tree';
import type { MaterialCategoryNode } from '@/shared/contracts/admin-material';

const node = (id: string, children: MaterialCategoryNode[] = []): MaterialCategoryNode => ({
  id,
  parentId: null,
  code: id.toUpperCase(),
  name: `Name ${id}`,
  level: 1,
  sort: 0,
  status: '00',
  children,
});

// a > (b > c), d ; e
const TREE = [node('a', [node('b', [node('c')]), node('d')]), node('e')];

describe('category tree helpers', () => {
  it('flattens depth first with each depth', () => {
    expect(flattenCategories(TREE).map((o) => [o.id, o.depth])).toEqual([
      ['a', 0],
      ['b', 1],
      ['c', 2],
      ['d', 1],
      ['e', 0],
    ]);
  });

  it.each([
    ['a', 'a'],
    ['c', 'c'],
    ['e', 'e'],
    ['x', undefined],
    [null, undefined],
  ])('finds %s', (id, expected) => {
    expect(findCategory(TREE, id)?.id).toBe(expected);
  });

  it('names a node and everything below it', () => {
    const b = findCategory(TREE, 'b');
    if (!b) throw new Error('b missing');
    expect([...subtreeIds(b)].sort()).toEqual(['b', 'c']);
  });

  it('offers every category as parent of a new one, but not the edited one or its subtree', () => {
    expect(parentOptions(TREE, undefined).map((o) => o.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(parentOptions(TREE, findCategory(TREE, 'b')).map((o) => o.id)).toEqual(['a', 'd', 'e']);
  });

  it('indents option labels by depth', () => {
    const [a, , c] = flattenCategories(TREE);
    expect(a && optionLabel(a)).toBe('Name a (A)');
    expect(c && optionLabel(c)).toBe('\u00a0\u00a0\u00a0\u00a0Name c (C)');
  });
});
