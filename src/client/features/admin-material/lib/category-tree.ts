import type { MaterialCategoryNode } from '@/shared/contracts/admin-material';

export interface CategoryOption {
  id: string;
  code: string;
  name: string;
  /** 0 for a root. */
  depth: number;
}

/** The tree in display order (depth first), for selects that indent by depth. */
export function flattenCategories(nodes: readonly MaterialCategoryNode[], depth = 0): CategoryOption[] {
  return nodes.flatMap((node) => [
    { id: node.id, code: node.code, name: node.name, depth },
    ...flattenCategories(node.children, depth + 1),
  ]);
}

export function findCategory(
  nodes: readonly MaterialCategoryNode[],
  id: string | null | undefined,
): MaterialCategoryNode | undefined {
  if (!id) return undefined;
  for (const node of nodes) {
    if (node.id === id) return node;
    const below = findCategory(node.children, id);
    if (below) return below;
  }
  return undefined;
}

/** Ids of the node and everything under it: a category cannot move below itself. */
export function subtreeIds(node: MaterialCategoryNode): Set<string> {
  const out = new Set<string>([node.id]);
  for (const child of node.children) for (const id of subtreeIds(child)) out.add(id);
  return out;
}

/** Options for a parent select: every category except the edited one and its subtree. */
export function parentOptions(
  nodes: readonly MaterialCategoryNode[],
  editing: MaterialCategoryNode | undefined,
): CategoryOption[] {
  const excluded = editing ? subtreeIds(editing) : new Set<string>();
  return flattenCategories(nodes).filter((option) => !excluded.has(option.id));
}

/** An option's label, indented by its depth so the select shows the tree. */
export function optionLabel(option: CategoryOption): string {
  return `${'\u00a0\u00a0'.repeat(option.depth)}${option.name} (${option.code})`;
}
