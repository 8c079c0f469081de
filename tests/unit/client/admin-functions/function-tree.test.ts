import { describe, expect, it } from 'vitest';
import {
  displayName,
  parentChoices,
  pathLabel,
  positionAfter,
  siblingsOf,
} from '@/client/features/admin-functions/lib/function-tree';
import { flattenTree } from '@/client/features/admin-common/lib/tree';
import type { FunctionRecord } from '@/shared/contracts/admin-config-menus';

function entry(id: string, level: number, parentId: string | null, extra: Partial<FunctionRecord> = {}) {
  return {
    id,
    parentId,
    functionCode: null,
    functionName: `name ${id}`,
    functionIconStyle: null,
    functionLevel: level,
    path: null,
    newPath: null,
    labelKey: `menu:${id}`,
    label: `Label ${id}`,
    query: null,
    menuType: '00',
    isTop: false,
    sort: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    children: [],
    ...extra,
  } satisfies FunctionRecord;
}

// a (00) > a1 > a1x, a1y; a > a2; b (01) > b1
const a1 = entry('a1', 1, 'a', { children: [entry('a1x', 2, 'a1'), entry('a1y', 2, 'a1')] });
const tree: FunctionRecord[] = [
  entry('a', 0, null, { children: [a1, entry('a2', 1, 'a')] }),
  entry('b', 0, null, { menuType: '01', children: [entry('b1', 1, 'b', { menuType: '01' })] }),
];

describe('menu entry tree helpers', () => {
  it('flattens in tree order with depths', () => {
    expect(flattenTree(tree).map(({ node, depth }) => `${node.id}:${depth}`)).toEqual([
      'a:0',
      'a1:1',
      'a1x:2',
      'a1y:2',
      'a2:1',
      'b:0',
      'b1:1',
    ]);
  });

  it.each([
    [0, '00', []],
    [1, '00', ['a']],
    [2, '00', ['a1', 'a2']],
    [1, '01', ['b']],
    [2, '01', ['b1']],
  ])('offers as parents of a level %i %s entry: %j', (level, menuType, ids) => {
    expect(parentChoices(tree, level, menuType).map((node) => node.id)).toEqual(ids);
  });

  it('takes every root (both menu types) as the siblings of a level-0 entry', () => {
    expect(siblingsOf(tree, null).map((node) => node.id)).toEqual(['a', 'b']);
    expect(siblingsOf(tree, 'a1').map((node) => node.id)).toEqual(['a1x', 'a1y']);
    expect(siblingsOf(tree, 'missing')).toEqual([]);
  });

  it.each([
    ['a1x', 'a1', 1],
    ['a1y', 'a1', 2],
    ['a', null, 1],
    ['b', null, 2],
    ['gone', 'a1', 2],
  ])('inserts after %s (parent %s) at position %i', (id, parent, position) => {
    expect(positionAfter(tree, id, parent)).toBe(position);
  });

  it('names an entry by its label, or by its name while the label key has no text', () => {
    expect(displayName(entry('x', 0, null))).toBe('Label x');
    expect(displayName(entry('x', 0, null, { label: 'menu:x' }))).toBe('name x');
    expect(pathLabel(tree, entry('a1x', 2, 'a1'))).toBe('Label a / Label a1 / Label a1x');
  });
});
