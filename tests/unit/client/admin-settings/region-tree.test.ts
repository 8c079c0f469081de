import { describe, expect, it } from 'vitest';
import { branchIds, findRegion, pathTo, toggled } from '@/client/features/admin-settings/lib/region-tree';
import type { RegionRecord } from '@/shared/contracts/admin-config-base';

const node = (
  id: string,
  parentId: string | null,
  level: number,
  children?: RegionRecord[],
): RegionRecord => ({
  id,
  parentId,
  code: id,
  name: `name-${id}`,
  level,
  sort: 0,
  ...(children ? { children } : {}),
});

const TREE = [
  node('bj', null, 1, [node('bj-city', 'bj', 2, [node('dc', 'bj-city', 3, []), node('xc', 'bj-city', 3)])]),
  node('sh', null, 1, []),
];

describe('region tree helpers', () => {
  it('lists the regions that have sub-regions', () => {
    expect(branchIds(TREE)).toEqual(['bj', 'bj-city']);
  });

  it.each([
    ['xc', ['bj', 'bj-city', 'xc']],
    ['sh', ['sh']],
    ['missing', []],
  ])('finds the path to %s', (id, path) => {
    expect(pathTo(TREE, id)).toEqual(path);
  });

  it('finds a region anywhere in the tree', () => {
    expect(findRegion(TREE, 'dc')?.name).toBe('name-dc');
    expect(findRegion(TREE, 'nowhere')).toBeUndefined();
  });

  it('toggles one region without changing the set it was given', () => {
    const before = new Set(['bj']);
    expect([...toggled(before, 'sh')].sort()).toEqual(['bj', 'sh']);
    expect([...toggled(before, 'bj')]).toEqual([]);
    expect([...before]).toEqual(['bj']);
  });
});
