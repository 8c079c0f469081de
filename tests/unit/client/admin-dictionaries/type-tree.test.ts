import { describe, expect, it } from 'vitest';
import { nextSort, typeName, typeParentChoices } from '@/client/features/admin-dictionaries/lib/type-tree';
import type { TypeRecord } from '@/shared/contracts/admin-config-dictionaries';

function type(id: string, sort: number, children: TypeRecord[] = [], parentId: string | null = null) {
  return {
    id,
    groupId: 'g',
    parentId,
    typecode: id,
    nameZh: `中${id}`,
    nameEn: `en ${id}`,
    nameFr: '',
    sort,
    updatedAt: '2026-01-01T00:00:00.000Z',
    children,
  } satisfies TypeRecord;
}

// r1 > c1 > g1; r1 > c2; r2
const types = [
  type('r1', 0, [type('c1', 0, [type('g1', 5, [], 'c1')], 'r1'), type('c2', 3, [], 'r1')]),
  type('r2', 1),
];

describe('dictionary type tree helpers', () => {
  it('offers every type as a parent of a new one, with its depth', () => {
    expect(typeParentChoices(types).map(({ node, depth }) => `${node.id}:${depth}`)).toEqual([
      'r1:0',
      'c1:1',
      'g1:2',
      'c2:1',
      'r2:0',
    ]);
  });

  it('never offers a type itself or its descendants as its parent', () => {
    expect(typeParentChoices(types, 'c1').map(({ node }) => node.id)).toEqual(['r1', 'c2', 'r2']);
    expect(typeParentChoices(types, 'r1').map(({ node }) => node.id)).toEqual(['r2']);
  });

  it.each([
    [null, 2],
    ['r1', 4],
    ['c1', 6],
    ['r2', 0],
  ])('puts a new type under %s at sort %i', (parent, sort) => {
    expect(nextSort(types, parent)).toBe(sort);
  });

  it.each([
    ['zh', '中r2'],
    ['en', 'en r2'],
    ['fr', '中r2'],
  ])('names a type in %s (falling back to Chinese)', (language, name) => {
    expect(typeName(types[1] as TypeRecord, language)).toBe(name);
  });
});
