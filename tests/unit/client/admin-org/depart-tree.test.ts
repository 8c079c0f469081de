import { describe, expect, it } from 'vitest';
import {
  ancestorIdsOf,
  findDepartNode,
  flattenDepartTree,
  indentedName,
  subtreeIdsOf,
} from '@/client/features/admin-org/lib/depart-tree';
import type { DepartTreeNode } from '@/shared/contracts/org';

function node(id: string, children: DepartTreeNode[] = []): DepartTreeNode {
  return {
    id,
    parentId: null,
    name: `N${id}`,
    code: `C${id}`,
    orgType: '01',
    status: '00',
    sort: 0,
    children,
  };
}

// 1 ─┬─ 2 ── 4
//    └─ 3
// 5
const TREE = [node('1', [node('2', [node('4')]), node('3')]), node('5')];

describe('the organisation tree as lists', () => {
  it('flattens parents before children with their depth', () => {
    expect(flattenDepartTree(TREE).map((o) => [o.id, o.depth])).toEqual([
      ['1', 0],
      ['2', 1],
      ['4', 2],
      ['3', 1],
      ['5', 0],
    ]);
  });

  it.each([
    ['1', ['1', '2', '3', '4']],
    ['2', ['2', '4']],
    ['5', ['5']],
    ['missing', []],
  ])('the branch of %s is %j (none of them can be its parent)', (id, expected) => {
    expect([...subtreeIdsOf(TREE, id)].sort()).toEqual(expected);
  });

  it.each([
    ['4', ['1', '2']],
    ['3', ['1']],
    ['1', []],
    ['missing', []],
  ])('the ancestors of %s are %j', (id, expected) => {
    expect(ancestorIdsOf(TREE, id)).toEqual(expected);
  });

  it('finds a node at any depth', () => {
    expect(findDepartNode(TREE, '4')?.name).toBe('N4');
    expect(findDepartNode(TREE, 'x')).toBeUndefined();
  });

  it('indents option labels with non-breaking spaces', () => {
    expect(indentedName({ id: '4', name: 'N4', code: 'C4', depth: 2 })).toBe('\u00a0\u00a0\u00a0\u00a0N4');
  });
});
