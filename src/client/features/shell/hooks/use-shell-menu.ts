import { onlineManager, useQuery } from '@tanstack/react-query';
import { useRef, useSyncExternalStore } from 'react';
import type { GetMenuResponse, MenuEntry } from '@/shared/contracts/menus';
import { type MenuScope, menuQueryOptions } from '../api/get-menu';

export interface ShellMenu {
  topMenus: readonly MenuEntry[];
  menus: readonly MenuEntry[];
  loading: boolean;
  /** Offline: what shows is a kept copy (the service worker's or this device's), not a fresh answer. */
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
  const online = useOnline();
  // The route guard has usually asked for it already (prefetchMenu); offline too the call is made and
  // the service worker, else this device's copy, answers, so the menu renders as soon as it is there.
  const menu = useQuery(menuQueryOptions(scope));
  // Until an answer for this scope comes (or when none can, offline in a language never kept): the menu
  // shown so far, so the sidebar never blinks empty.
  const shown = useRef<GetMenuResponse | undefined>(undefined);
  if (menu.data) shown.current = menu.data;
  const data = menu.data ?? shown.current;
  return {
    topMenus: data?.topMenus ?? NONE,
    menus: data?.menus ?? NONE,
    loading: !data && menu.fetchStatus === 'fetching',
    fromCache: !online && !!data,
  };
}
