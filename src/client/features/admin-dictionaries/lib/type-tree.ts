import type { TypeRecord } from '@/shared/contracts/admin-config-dictionaries';
import { type FlatNode, findNode, flattenTree, subtreeIds } from '@/client/features/admin-common';

/** Name of a type in the given language, falling back to Chinese (the platform's default). */
export function typeName(type: TypeRecord, language: string): string {
  if (language === 'en') return type.nameEn || type.nameZh;
  if (language === 'fr') return type.nameFr || type.nameZh;
  return type.nameZh;
}

/** Types a type may hang under: any of the group except itself and its own descendants. */
export function typeParentChoices(types: readonly TypeRecord[], selfId?: string): FlatNode<TypeRecord>[] {
  const self = selfId ? findNode(types, selfId) : undefined;
  const excluded = self ? subtreeIds(self) : new Set<string>();
  return flattenTree(types).filter((entry) => !excluded.has(entry.node.id));
}

/** The sort after the last child of the parent (or root), so a new type lands at the end. */
export function nextSort(types: readonly TypeRecord[], parentId: string | null): number {
  const siblings = parentId ? (findNode(types, parentId)?.children ?? []) : types;
  return siblings.reduce((max, type) => Math.max(max, type.sort + 1), 0);
}
