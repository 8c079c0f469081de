import { queryOptions } from '@tanstack/react-query';
import { kvGet, kvSet } from '@/client/data/kv';
import { api } from '@/client/lib/api-client';
import { RequestError } from '@/client/lib/http/request';
import type { GetMenuResponse } from '@/shared/contracts/menus';
import { MENU_PATHS } from '@/shared/contracts/menus-paths';

/** Whose menu: menus differ by role and come translated into one language. */
export interface MenuScope {
  userId: string;
  roleId: string;
  language: string;
}

export const menuCacheKey = ({ userId, roleId, language }: MenuScope) =>
  `menu:${userId}:${roleId}:${language}`;

async function readCache(scope: MenuScope): Promise<GetMenuResponse | undefined> {
  return kvGet<GetMenuResponse>(menuCacheKey(scope)).catch(() => undefined);
}

export async function getMenu(scope: MenuScope): Promise<GetMenuResponse> {
  // The copy is read first only when the browser knows it is offline: online, the menu does not wait for
  // IndexedDB (nor the first screen for Dexie), and the copy is read if the call fails after all.
  const offline = globalThis.navigator?.onLine === false;
  const cached = offline ? await readCache(scope) : undefined;
  try {
    // With a copy to fall back on, a failed call needs no toast: the menu still shows.
    const menu = await api.post<GetMenuResponse>(
      MENU_PATHS.getMenu,
      { language: scope.language },
      { silent: cached !== undefined },
    );
    // Not awaited: the write waits for the first screen to have rendered (client/data/kv.ts).
    void kvSet(menuCacheKey(scope), menu).catch(() => undefined);
    return menu;
  } catch (error) {
    if (!(error instanceof RequestError && error.kind === 'network')) throw error;
    const copy = cached ?? (offline ? undefined : await readCache(scope));
    if (copy) return copy;
    throw error;
  }
}

/** The role's top menu entries and sidebar tree, with labels in the given language. */
export function menuQueryOptions(scope: MenuScope) {
  return queryOptions({
    queryKey: ['shell', 'menu', scope.userId, scope.roleId, scope.language],
    queryFn: () => getMenu(scope),
    staleTime: 5 * 60_000,
  });
}

/**
 * This device's last copy of the menu. It is the placeholder of the menu query: offline that query
 * pauses without calling the server, and the copy is what the sidebar shows meanwhile.
 */
export function cachedMenuQueryOptions(scope: MenuScope) {
  return queryOptions({
    queryKey: ['shell', 'menuCache', scope.userId, scope.roleId, scope.language],
    queryFn: async () => (await readCache(scope)) ?? null,
    staleTime: Number.POSITIVE_INFINITY,
    networkMode: 'always',
  });
}
