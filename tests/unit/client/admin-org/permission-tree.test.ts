import { describe, expect, it } from 'vitest';
import {
  checkStateOf,
  grantedIds,
  initialChecked,
  toggleNode,
} from '@/client/features/admin-org/lib/permission-tree';
import type { RoleFunctionNode } from '@/shared/contracts/org-roles';

function entry(id: string, children: RoleFunctionNode[] = [], extra: Partial<RoleFunctionNode> = {}) {
  return {
    id,
    functionCode: id,
    functionName: id,
    label: id,
    functionLevel: 0,
    path: children.length ? null : `/${id}`,
    menuType: '00',
    checked: false,
    disabled: false,
    children,
    ...extra,
  } satisfies RoleFunctionNode;
}

// workbench ─┬─ home (granted)
//            └─ sync
// admin ──── buyer (other menu type, disabled) ── orgUsers
//         └─ roles (granted)
function tree(): RoleFunctionNode[] {
  return [
    entry('workbench', [entry('home', [], { checked: true }), entry('sync')], { checked: true }),
    entry('admin', [
      entry('buyer', [entry('orgUsers')], { disabled: true, menuType: '01' }),
      entry('roles', [], { checked: true }),
    ]),
  ];
}

function find(nodes: readonly RoleFunctionNode[], id: string): RoleFunctionNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const below = find(node.children, id);
    if (below) return below;
  }
  return undefined;
}

function byId(nodes: readonly RoleFunctionNode[], id: string): RoleFunctionNode {
  const node = find(nodes, id);
  if (!node) throw new Error(`no entry ${id}`);
  return node;
}

describe('the permission checkbox tree', () => {
  it('starts from the granted leaves only (a granted group follows its leaves)', () => {
    expect([...initialChecked(tree())].sort()).toEqual(['home', 'roles']);
  });

  it.each([
    ['workbench', 'indeterminate'],
    ['home', 'checked'],
    ['sync', 'unchecked'],
    ['admin', 'indeterminate'],
    ['buyer', 'unchecked'],
  ] as const)('%s shows %s', (id, state) => {
    const nodes = tree();
    expect(checkStateOf(byId(nodes, id), initialChecked(nodes))).toBe(state);
  });

  it('ticking a group ticks every leaf below it, unticking clears them', () => {
    const nodes = tree();
    const on = toggleNode(byId(nodes, 'workbench'), initialChecked(nodes), true);
    expect([...on].sort()).toEqual(['home', 'roles', 'sync']);
    expect(checkStateOf(byId(nodes, 'workbench'), on)).toBe('checked');
    const off = toggleNode(byId(nodes, 'admin'), on, false);
    expect([...off].sort()).toEqual(['home', 'sync']);
  });

  it('saves the checked leaves and the grantable groups above them, never the other menu type', () => {
    const nodes = tree();
    const checked = new Set(['home', 'sync', 'orgUsers']);
    expect(grantedIds(nodes, checked).sort()).toEqual(['admin', 'home', 'orgUsers', 'sync', 'workbench']);
    expect(grantedIds(nodes, new Set())).toEqual([]);
  });
});
