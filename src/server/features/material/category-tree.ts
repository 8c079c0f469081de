import type { MaterialCategoryNode } from '@/shared/contracts/admin-material';
import type { MaterialCategoryTable } from '../../db/schema-admin-material-monitor';

export type CategoryRow = MaterialCategoryTable;

export function categoryDto(row: CategoryRow): MaterialCategoryNode {
  return {
    id: row.id,
    parentId: row.parent_id,
    code: row.code,
    name: row.name,
    level: Number(row.level),
    sort: Number(row.sort),
    status: row.status,
    children: [],
  };
}

const bySortThenCode = (a: MaterialCategoryNode, b: MaterialCategoryNode) =>
  a.sort - b.sort || a.code.localeCompare(b.code);

/** Forest of the given rows; a row whose parent is not among them is a root. */
export function buildCategoryTree(rows: readonly CategoryRow[]): MaterialCategoryNode[] {
  const nodes = new Map(rows.map((row) => [row.id, categoryDto(row)]));
  const roots: MaterialCategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId && node.parentId !== node.id ? nodes.get(node.parentId) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const sortDeep = (list: MaterialCategoryNode[]) => {
    list.sort(bySortThenCode);
    for (const node of list) sortDeep(node.children);
  };
  sortDeep(roots);
  return roots;
}

/** The rows whose name or code contains the keyword (any case), with every ancestor up to a root. */
export function matchWithAncestors(rows: readonly CategoryRow[], keyword: string): CategoryRow[] {
  const needle = keyword.toLowerCase();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const keep = new Set<string>();
  for (const row of rows) {
    if (!row.name.toLowerCase().includes(needle) && !row.code.toLowerCase().includes(needle)) continue;
    // The visited check also ends a parent cycle.
    for (let at: CategoryRow | undefined = row; at && !keep.has(at.id); ) {
      keep.add(at.id);
      at = at.parent_id ? byId.get(at.parent_id) : undefined;
    }
  }
  return rows.filter((row) => keep.has(row.id));
}

/** Ids of the category and every category below it. */
export function subtreeIds(rows: readonly CategoryRow[], rootId: string): Set<string> {
  const children = new Map<string, string[]>();
  for (const row of rows) {
    if (!row.parent_id) continue;
    const list = children.get(row.parent_id) ?? [];
    list.push(row.id);
    children.set(row.parent_id, list);
  }
  const out = new Set<string>();
  const stack = [rootId];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (out.has(id)) continue;
    out.add(id);
    stack.push(...(children.get(id) ?? []));
  }
  return out;
}

/** Levels below the category, itself counting 1 (a leaf is 1). */
export function subtreeDepth(rows: readonly CategoryRow[], rootId: string): number {
  const byParent = new Map<string, CategoryRow[]>();
  for (const row of rows) {
    if (!row.parent_id) continue;
    byParent.set(row.parent_id, [...(byParent.get(row.parent_id) ?? []), row]);
  }
  const depth = (id: string, seen: Set<string>): number => {
    if (seen.has(id)) return 0;
    seen.add(id);
    return 1 + Math.max(0, ...(byParent.get(id) ?? []).map((child) => depth(child.id, seen)));
  };
  return depth(rootId, new Set());
}
