import type { RoleFunctionNode } from '@/shared/contracts/org-roles';
import type { FunctionRow } from './role-repository';

/**
 * The entries of one menu type as a tree, `checked` where granted. An entry of the other type shows
 * only when an entry of this type sits below it, disabled: it holds the tree but cannot be granted.
 */
export function buildFunctionTree(
  rows: readonly FunctionRow[],
  granted: ReadonlySet<string>,
  menuType: string,
  t: (key: string) => string,
): RoleFunctionNode[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const visible = new Set<string>();
  for (const row of rows) {
    if (row.menu_type !== menuType) continue;
    for (let at: FunctionRow | undefined = row; at && !visible.has(at.id); ) {
      visible.add(at.id);
      at = at.parent_id ? byId.get(at.parent_id) : undefined;
    }
  }
  const nodes = new Map<string, RoleFunctionNode>();
  for (const row of rows) {
    if (!visible.has(row.id)) continue;
    const disabled = row.menu_type !== menuType;
    nodes.set(row.id, {
      id: row.id,
      functionCode: row.function_code,
      functionName: row.function_name,
      label: t(row.label),
      functionLevel: row.function_level,
      path: row.path,
      menuType: row.menu_type,
      checked: !disabled && granted.has(row.id),
      disabled,
      children: [],
    });
  }
  const roots: RoleFunctionNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id);
    if (!node) continue;
    const parent = row.parent_id && row.parent_id !== row.id ? nodes.get(row.parent_id) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}
