import { onlineManager, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
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

function useOnline(): boolean {
  return useSyncExternalStore(
    (onChange) => onlineManager.subscribe(onChange),
    () => onlineManager.isOnline(),
  );
}

export function useShellMenu(scope: MenuScope): ShellMenu {
  // The copy is read while offline, when the menu query pauses; online the server answers and the
  // first screen does not wait for IndexedDB (getMenu still falls back to the copy if the call fails).
  const online = useOnline();
  const cached = useQuery({ ...cachedMenuQueryOptions(scope), enabled: !online });
  // Until the server answers: this device's copy, else the menu shown so far (another language), so
  // the sidebar never blinks empty.
  const menu = useQuery({
    ...menuQueryOptions(scope),
    placeholderData: (previous) => cached.data ?? previous,
  });
  return {
    topMenus: menu.data?.topMenus ?? NONE,
    menus: menu.data?.menus ?? NONE,
    loading: !menu.data && (menu.fetchStatus === 'fetching' || cached.fetchStatus === 'fetching'),
    fromCache: menu.isPlaceholderData && !!cached.data && menu.data === cached.data,
  };
}
