import type { MenuEntry } from '@/shared/contracts/menus';

/** Every entry of the tree, depth first, each with the ids of the groups above it. */
export function flattenMenu(
  entries: readonly MenuEntry[],
  ancestors: readonly string[] = [],
): { entry: MenuEntry; ancestors: string[] }[] {
  return entries.flatMap((entry) => [
    { entry, ancestors: [...ancestors] },
    ...flattenMenu(entry.children, [...ancestors, entry.id]),
  ]);
}

function queryString(query: string | null): string {
  const text = query?.trim() ?? '';
  if (!text) return '';
  // Stored either as a query string or as JSON text of the parameters.
  if (text.startsWith('{')) {
    try {
      const params = JSON.parse(text) as Record<string, unknown>;
      return new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
    } catch {
      return '';
    }
  }
  return text.replace(/^\?/, '');
}

/** The address a menu entry opens, or null for a group without a screen. */
export function menuHref(entry: MenuEntry): string | null {
  const path = entry.path || entry.newPath;
  if (!path) return null;
  const query = queryString(entry.query);
  return query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path;
}

export interface MenuHit {
  id: string;
  label: string;
  path: string;
  href: string;
  icon: string | null;
}

/** Spec 2.5: the entries with a screen whose label starts with the typed text, ignoring case. */
export function searchMenu(entries: readonly MenuEntry[], text: string): MenuHit[] {
  const typed = text.trim().toLocaleLowerCase();
  if (!typed) return [];
  const hits: MenuHit[] = [];
  for (const { entry } of flattenMenu(entries)) {
    const href = menuHref(entry);
    if (!href || !entry.label.toLocaleLowerCase().startsWith(typed)) continue;
    hits.push({
      id: entry.id,
      label: entry.label,
      path: entry.path || entry.newPath || href,
      href,
      icon: entry.functionIconStyle,
    });
  }
  return hits;
}

/**
 * The entry to highlight: the one named by the route's highlightMenuCode, else the one for the
 * current path (a deeper screen highlights the entry whose path it extends).
 */
export function findActiveEntry(
  entries: readonly MenuEntry[],
  pathname: string,
  highlightMenuCode?: string,
): { entry: MenuEntry; ancestors: string[] } | undefined {
  const all = flattenMenu(entries);
  if (highlightMenuCode) {
    const named = all.find(({ entry }) => entry.functionCode === highlightMenuCode);
    if (named) return named;
  }
  let best: { entry: MenuEntry; ancestors: string[] } | undefined;
  for (const item of all) {
    const path = item.entry.path;
    if (!path) continue;
    if (path === pathname) return item;
    if (pathname.startsWith(`${path}/`) && (!best || path.length > (best.entry.path ?? '').length))
      best = item;
  }
  return best;
}

/** The label of the menu entry opening a path, for tabs of screens without a title of their own. */
export function menuLabelFor(entries: readonly MenuEntry[], pathname: string): string | undefined {
  return flattenMenu(entries).find(({ entry }) => entry.path === pathname)?.entry.label;
}

/** The sidebar of a chosen top entry is its subtree; without one it is the whole tree. */
export function sidebarEntries(menus: readonly MenuEntry[], topId: string | null): readonly MenuEntry[] {
  if (!topId) return menus;
  return flattenMenu(menus).find(({ entry }) => entry.id === topId)?.entry.children ?? menus;
}

/** The first screen of a subtree: where choosing a top entry leads. */
export function firstHref(entries: readonly MenuEntry[]): string | null {
  for (const { entry } of flattenMenu(entries)) {
    const href = menuHref(entry);
    if (href) return href;
  }
  return null;
}
