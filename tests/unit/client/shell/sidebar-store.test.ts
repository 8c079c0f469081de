import { describe, expect, it } from 'vitest';
import {
  type CollapseState,
  enterRoute,
  isCollapsed,
  isSidebarHidden,
  toggleCollapse,
  toggleGroup,
} from '@/client/features/shell/store/sidebar-store';

describe('isSidebarHidden', () => {
  it.each([
    { meta: {}, search: {}, hidden: false },
    { meta: { menu: 0 as const }, search: {}, hidden: true },
    { meta: { menu: 1 as const }, search: {}, hidden: false },
    { meta: {}, search: { menu: false }, hidden: true },
    { meta: {}, search: { menu: 'false' }, hidden: true },
    { meta: {}, search: { menu: true }, hidden: false },
    { meta: {}, search: { menu: 0 }, hidden: false },
    { meta: {}, search: { menu: undefined }, hidden: false },
  ])('meta $meta, query $search -> hidden $hidden', ({ meta, search, hidden }) => {
    expect(isSidebarHidden(meta, search)).toBe(hidden);
  });
});

describe('collapse', () => {
  const expanded: CollapseState = { user: false, route: null };

  it('collapses on a collapseValue route and expands again when leaving it', () => {
    const onFlagged = enterRoute(expanded, { collapseValue: true });
    expect(isCollapsed(onFlagged)).toBe(true);
    const left = enterRoute(onFlagged, {});
    expect(isCollapsed(left)).toBe(false);
  });

  it('remembers the user choice elsewhere, even across flagged routes', () => {
    const chosen = toggleCollapse(expanded);
    expect(isCollapsed(chosen)).toBe(true);
    expect(isCollapsed(enterRoute(chosen, {}))).toBe(true);
    const flagged = enterRoute(chosen, { collapseValue: true });
    // Opening it on the flagged route lasts only while that route is shown.
    const opened = toggleCollapse(flagged);
    expect(isCollapsed(opened)).toBe(false);
    expect(opened.user).toBe(true);
    expect(isCollapsed(enterRoute(opened, {}))).toBe(true);
  });

  it('collapses again on the next flagged route', () => {
    const opened = toggleCollapse(enterRoute(expanded, { collapseValue: true }));
    expect(isCollapsed(enterRoute(opened, { collapseValue: true }))).toBe(true);
  });
});

describe('toggleGroup: one group open at a time', () => {
  it.each([
    { open: [], id: 'a', ancestors: [], next: ['a'] },
    { open: ['a'], id: 'b', ancestors: [], next: ['b'] },
    { open: ['a'], id: 'a', ancestors: [], next: [] },
    { open: ['a', 'a1'], id: 'a', ancestors: [], next: [] },
    { open: ['a'], id: 'a1', ancestors: ['a'], next: ['a', 'a1'] },
    { open: ['a', 'a1'], id: 'a2', ancestors: ['a'], next: ['a', 'a2'] },
    { open: ['a', 'a1'], id: 'a1', ancestors: ['a'], next: ['a'] },
    { open: ['b'], id: 'a1', ancestors: ['a'], next: ['a', 'a1'] },
  ])('$open, toggling $id under $ancestors -> $next', ({ open, id, ancestors, next }) => {
    expect(toggleGroup(open, id, ancestors)).toEqual(next);
  });
});
