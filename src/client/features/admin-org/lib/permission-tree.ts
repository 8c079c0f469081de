import type { RoleFunctionNode } from '@/shared/contracts/org-roles';

export type CheckState = 'checked' | 'unchecked' | 'indeterminate';

/**
 * The checked state of a permission tree is kept as the set of checked leaves; a group is checked when
 * all its leaves are, half-checked when some are. Entries of the other menu type (disabled) appear only
 * as groups holding grantable entries, so every leaf can be granted.
 */
function leavesOf(node: RoleFunctionNode): string[] {
  if (node.children.length === 0) return node.disabled ? [] : [node.id];
  return node.children.flatMap(leavesOf);
}

/** The leaves granted now. */
export function initialChecked(nodes: readonly RoleFunctionNode[]): Set<string> {
  const checked = new Set<string>();
  const visit = (node: RoleFunctionNode) => {
    if (node.children.length === 0) {
      if (node.checked && !node.disabled) checked.add(node.id);
    } else node.children.forEach(visit);
  };
  nodes.forEach(visit);
  return checked;
}

export function checkStateOf(node: RoleFunctionNode, checked: ReadonlySet<string>): CheckState {
  const leaves = leavesOf(node);
  const count = leaves.filter((id) => checked.has(id)).length;
  if (count === 0) return 'unchecked';
  return count === leaves.length ? 'checked' : 'indeterminate';
}

/** Ticking a group ticks every leaf below it; unticking clears them. */
export function toggleNode(node: RoleFunctionNode, checked: ReadonlySet<string>, on: boolean): Set<string> {
  const next = new Set(checked);
  for (const id of leavesOf(node)) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
}

/**
 * What is saved: the checked leaves and every grantable group above one of them (full or half
 * checked), so the granted screens keep the groups that lead to them.
 */
export function grantedIds(nodes: readonly RoleFunctionNode[], checked: ReadonlySet<string>): string[] {
  const ids: string[] = [];
  const visit = (node: RoleFunctionNode): boolean => {
    let any: boolean;
    if (node.children.length === 0) any = checked.has(node.id);
    else any = node.children.map(visit).some(Boolean);
    if (any && !node.disabled) ids.push(node.id);
    return any;
  };
  nodes.forEach(visit);
  return ids;
}
