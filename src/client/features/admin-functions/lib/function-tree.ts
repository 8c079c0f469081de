import type { FunctionRecord } from '@/shared/contracts/admin-config-menus';
import { findNode, flattenTree } from '@/client/features/admin-common';

export const MAX_FUNCTION_LEVEL = 2;

/** Entries a new entry of `level` may hang under: one level up, of the same menu type. */
export function parentChoices(
  tree: readonly FunctionRecord[],
  level: number,
  menuType: string,
): FunctionRecord[] {
  if (level <= 0) return [];
  return flattenTree(tree)
    .map((entry) => entry.node)
    .filter((node) => node.functionLevel === level - 1 && node.menuType === menuType);
}

/**
 * The siblings of an entry as the server orders them when it inserts: the parent's children, or
 * every root (of both menu types) for a level-0 entry.
 */
export function siblingsOf(tree: readonly FunctionRecord[], parentId: string | null): FunctionRecord[] {
  if (!parentId) return [...tree];
  return findNode(tree, parentId)?.children ?? [];
}

/** The position (0 first) just after `id` among its siblings; the end when it is not found. */
export function positionAfter(tree: readonly FunctionRecord[], id: string, parentId: string | null): number {
  const siblings = siblingsOf(tree, parentId);
  const at = siblings.findIndex((node) => node.id === id);
  return at < 0 ? siblings.length : at + 1;
}

/** The translated label, or the name while the label key has no text yet. */
export function displayName(node: FunctionRecord): string {
  return node.label && node.label !== node.labelKey ? node.label : node.functionName;
}

/** 'Parent / child' path of names of an entry, for the parent select. */
export function pathLabel(tree: readonly FunctionRecord[], node: FunctionRecord): string {
  const names: string[] = [];
  for (let at: FunctionRecord | undefined = node; at; ) {
    names.unshift(displayName(at));
    at = at.parentId ? findNode(tree, at.parentId) : undefined;
  }
  return names.join(' / ');
}
