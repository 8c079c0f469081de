import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { kvGet, kvSet } from '@/client/data/kv';
import { alsoOnFirstScreen } from '@/client/lib/first-screen';
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
  // Offline the call is still made, without a toast: the service worker answers it from its cache at
  // once. Only when nobody answers is this device's copy read (IndexedDB stays off the first screen).
  const offline = globalThis.navigator?.onLine === false;
  try {
    const menu = await api.post<GetMenuResponse>(
      MENU_PATHS.getMenu,
      { language: scope.language },
      { silent: offline },
    );
    // Not awaited: the write waits for the first screen to have rendered (client/data/kv.ts).
    void kvSet(menuCacheKey(scope), menu).catch(() => undefined);
    return menu;
  } catch (error) {
    if (!(error instanceof RequestError && error.kind === 'network')) throw error;
    const copy = await readCache(scope);
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
    // Offline too the call is made once (the worker or the copy answers) instead of pausing the menu.
    networkMode: 'offlineFirst',
  });
}

/**
 * Asks for the signed-in user's menu as soon as the route guard knows who it is, so the answer comes
 * while the shell's code is still loading rather than after the shell's first render.
 */
export function prefetchMenu(
  queryClient: QueryClient,
  user: { id: string; currentRol: { id: string } } | null | undefined,
  language: string,
): void {
  if (!user) return;
  const scope = { userId: user.id, roleId: user.currentRol.id, language };
  const answered = queryClient.prefetchQuery(menuQueryOptions(scope));
  // The query's observers hear of the answer in a task after it settles; the menu has rendered by the
  // next one, and only then does the work held back until the first screen start.
  alsoOnFirstScreen(answered.then(() => new Promise((resolve) => setTimeout(resolve, 0))));
}
