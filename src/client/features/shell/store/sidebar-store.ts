import { proxy, subscribe } from 'valtio';
import { type RouteMeta, storageKey } from '@/shared/codes/constants';

/** Spec 2.5: no sidebar when the route's meta menu is 0 or the query has menu=false. */
export function isSidebarHidden(meta: RouteMeta, search: Record<string, unknown>): boolean {
  // The router parses ?menu=false into the boolean; a hand-built search may keep the string.
  return meta.menu === 0 || String(search.menu) === 'false';
}

/**
 * `user` is the state the user chose; `route` overrides it while a route flagged collapseValue is
 * shown (null elsewhere), so leaving such a route brings the user's own state back.
 */
export interface CollapseState {
  user: boolean;
  route: boolean | null;
}

export function isCollapsed(state: CollapseState): boolean {
  return state.route ?? state.user;
}

/** Called when the shown screen changes (not its query). */
export function enterRoute(state: CollapseState, meta: RouteMeta): CollapseState {
  return { user: state.user, route: meta.collapseValue ? true : null };
}

/** The toggle changes the route's override while there is one, the user's state otherwise. */
export function toggleCollapse(state: CollapseState): CollapseState {
  return state.route === null
    ? { user: !state.user, route: null }
    : { user: state.user, route: !state.route };
}

/**
 * Only one menu group is open per level: `openPath` holds the open group of each level, top first.
 * Opening a group closes its open sibling; closing it closes what is open inside it.
 */
export function toggleGroup(openPath: readonly string[], id: string, ancestors: readonly string[]): string[] {
  const depth = ancestors.length;
  if (openPath[depth] === id) return openPath.slice(0, depth);
  return [...ancestors, id];
}

const COLLAPSED_KEY = storageKey('sidebarCollapsed');

function storedCollapsed(): boolean {
  try {
    return globalThis.localStorage?.getItem(COLLAPSED_KEY) === '1';
  } catch {
    return false;
  }
}

export const sidebarState = proxy<{ collapse: CollapseState; openPath: string[] }>({
  collapse: { user: storedCollapsed(), route: null },
  openPath: [],
});

let savedUser = sidebarState.collapse.user;
subscribe(sidebarState, () => {
  if (sidebarState.collapse.user === savedUser) return;
  savedUser = sidebarState.collapse.user;
  try {
    localStorage.setItem(COLLAPSED_KEY, savedUser ? '1' : '0');
  } catch {
    // The choice then lasts as long as the page.
  }
});
