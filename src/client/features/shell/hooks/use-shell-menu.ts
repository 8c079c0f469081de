import { useQuery } from '@tanstack/react-query';
import type { MenuEntry } from '@/shared/contracts/menus';
import { cachedMenuQueryOptions, type MenuScope, menuQueryOptions } from '../api/get-menu';

export interface ShellMenu {
  topMenus: readonly MenuEntry[];
  menus: readonly MenuEntry[];
  loading: boolean;
  /** Shown from this device's copy while the server has not answered (offline). */
  fromCache: boolean;
}

const NONE: readonly MenuEntry[] = [];

export function useShellMenu(scope: MenuScope): ShellMenu {
  const cached = useQuery(cachedMenuQueryOptions(scope));
  // Until the server answers: this device's copy, else the menu shown so far (another language), so
  // the sidebar never blinks empty.
  const menu = useQuery({
    ...menuQueryOptions(scope),
    placeholderData: (previous) => cached.data ?? previous,
  });
  return {
    topMenus: menu.data?.topMenus ?? NONE,
    menus: menu.data?.menus ?? NONE,
    loading: !menu.data && (menu.fetchStatus === 'fetching' || cached.isPending),
    fromCache: menu.isPlaceholderData && !!cached.data && menu.data === cached.data,
  };
}
