import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { MenuEntry } from '@/shared/contracts/menus';

/** The screens the signed-in user's menu opens (paths), and whether the menu is still on its way. */
export interface MenuGrants {
  paths: ReadonlySet<string>;
  loading: boolean;
}

const NONE: MenuGrants = { paths: new Set(), loading: false };
const MenuGrantsContext = createContext<MenuGrants>(NONE);

function collect(entries: readonly MenuEntry[], into: Set<string>): Set<string> {
  for (const entry of entries) {
    for (const path of [entry.path, entry.newPath]) if (path) into.add(path.split('?')[0] ?? path);
    collect(entry.children, into);
  }
  return into;
}

/**
 * Given by the shell around the page (it holds the user's menu, which ui may not import): screens
 * below it ask which paths the menu grants (ScreenHub).
 */
export function MenuGrantsProvider({
  menus,
  loading = false,
  children,
}: {
  menus: readonly MenuEntry[];
  loading?: boolean;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ paths: collect(menus, new Set()), loading }), [menus, loading]);
  return <MenuGrantsContext.Provider value={value}>{children}</MenuGrantsContext.Provider>;
}

/** What the user's menu grants; outside the shell nothing. */
export function useMenuGrants(): MenuGrants {
  return useContext(MenuGrantsContext);
}
