import type { DepartTreeNode } from '@/shared/contracts/org';

/** One organisation of a tree as a row of a flat list: its depth gives the indentation. */
export interface DepartOption {
  id: string;
  name: string;
  code: string;
  depth: number;
}

/** The tree in display order (parents before their children), for selects. */
export function flattenDepartTree(nodes: readonly DepartTreeNode[], depth = 0): DepartOption[] {
  const rows: DepartOption[] = [];
  for (const node of nodes) {
    rows.push({ id: node.id, name: node.name, code: node.code, depth });
    rows.push(...flattenDepartTree(node.children, depth + 1));
  }
  return rows;
}

export function findDepartNode(nodes: readonly DepartTreeNode[], id: string): DepartTreeNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findDepartNode(node.children, id);
    if (found) return found;
  }
  return undefined;
}

/** The organisation and everything below it: none of them can become its parent. */
export function subtreeIdsOf(nodes: readonly DepartTreeNode[], id: string): Set<string> {
  const ids = new Set<string>();
  const collect = (node: DepartTreeNode) => {
    ids.add(node.id);
    for (const child of node.children) collect(child);
  };
  const root = findDepartNode(nodes, id);
  if (root) collect(root);
  return ids;
}

/** Ids of the organisations leading to `id`, root first (to open the tree down to it). */
export function ancestorIdsOf(nodes: readonly DepartTreeNode[], id: string): string[] {
  for (const node of nodes) {
    if (node.id === id) return [];
    const below = ancestorIdsOf(node.children, id);
    if (below.length > 0 || findDepartNode(node.children, id)) return [node.id, ...below];
  }
  return [];
}

/** The option label of a flat row: indented by depth with non-breaking spaces (selects trim spaces). */
export function indentedName(option: DepartOption): string {
  return `${'\u00a0\u00a0'.repeat(option.depth)}${option.name}`;
}
