import { describe, expect, it } from 'vitest';
import {
  findActiveEntry,
  firstHref,
  menuHref,
  menuLabelFor,
  searchMenu,
  sidebarEntries,
} from '@/client/features/shell/store/menu-tree';
import type { MenuEntry } from '@/shared/contracts/menus';

function entry(
  id: string,
  label: string,
  path: string | null,
  children: MenuEntry[] = [],
  extra = {},
): MenuEntry {
  return {
    id,
    functionCode: id,
    functionName: label,
    functionIconStyle: 'home',
    functionLevel: 0,
    path,
    newPath: null,
    label,
    query: null,
    menuType: '00',
    isTop: false,
    children,
    ...extra,
  };
}

const tree: MenuEntry[] = [
  entry(
    'workbench',
    'Workbench',
    null,
    [entry('home', 'Home', '/home'), entry('sync', 'Sync centre', '/syncCentre')],
    { isTop: true },
  ),
  entry('system', 'System', null, [
    entry('roles', 'Role management', '/systemManagement/roleManagement', [], { query: 'menuType=00' }),
    entry('dict', 'Dictionary', '/systemManagement/dictionary', [], { query: '{"type":"00"}' }),
    entry('menus', 'menu management', '/systemManagement/menuManagement'),
  ]),
];

describe('searchMenu', () => {
  it.each([
    { text: 'ho', labels: ['Home'] },
    { text: 'HOME', labels: ['Home'] },
    { text: '  sy ', labels: ['Sync centre'] },
    { text: 'm', labels: ['menu management'] },
    { text: 'Me', labels: ['menu management'] },
    { text: 'centre', labels: [] },
    { text: 'management', labels: [] },
    { text: 'Workbench', labels: [] },
    { text: '', labels: [] },
  ])('"$text" finds $labels', ({ text, labels }) => {
    expect(searchMenu(tree, text).map((hit) => hit.label)).toEqual(labels);
  });

  it('gives each hit its path, address and icon', () => {
    expect(searchMenu(tree, 'dict')).toEqual([
      {
        id: 'dict',
        label: 'Dictionary',
        path: '/systemManagement/dictionary',
        href: '/systemManagement/dictionary?type=00',
        icon: 'home',
      },
    ]);
  });
});

describe('menuHref', () => {
  it.each([
    { path: '/a', newPath: null, query: null, href: '/a' },
    { path: null, newPath: '/b', query: null, href: '/b' },
    { path: '/a', newPath: null, query: '?x=1', href: '/a?x=1' },
    { path: '/a?y=2', newPath: null, query: 'x=1', href: '/a?y=2&x=1' },
    { path: '/a', newPath: null, query: '{"x":1,"z":"q"}', href: '/a?x=1&z=q' },
    { path: '/a', newPath: null, query: '{broken', href: '/a' },
    { path: null, newPath: null, query: 'x=1', href: null },
  ])('$path $newPath $query -> $href', ({ path, newPath, query, href }) => {
    expect(menuHref(entry('e', 'E', path, [], { newPath, query }))).toBe(href);
  });
});

describe('active entry and sidebar subtree', () => {
  it.each([
    { pathname: '/home', code: undefined, id: 'home', ancestors: ['workbench'] },
    { pathname: '/systemManagement/dictionary/detail', code: undefined, id: 'dict', ancestors: ['system'] },
    { pathname: '/elsewhere', code: 'roles', id: 'roles', ancestors: ['system'] },
    { pathname: '/elsewhere', code: undefined, id: undefined, ancestors: undefined },
  ])('$pathname (highlight $code) -> $id', ({ pathname, code, id, ancestors }) => {
    const active = findActiveEntry(tree, pathname, code);
    expect(active?.entry.id).toBe(id);
    expect(active?.ancestors).toEqual(ancestors);
  });

  it('shows the chosen top entry subtree, the whole tree without one', () => {
    expect(sidebarEntries(tree, null)).toBe(tree);
    expect(sidebarEntries(tree, 'workbench').map((e) => e.id)).toEqual(['home', 'sync']);
    expect(sidebarEntries(tree, 'gone')).toBe(tree);
  });

  it('finds the first screen of a subtree and the label of a path', () => {
    expect(firstHref(tree[1]?.children ?? [])).toBe('/systemManagement/roleManagement?menuType=00');
    expect(firstHref([])).toBeNull();
    expect(menuLabelFor(tree, '/syncCentre')).toBe('Sync centre');
    expect(menuLabelFor(tree, '/nowhere')).toBeUndefined();
  });
});
