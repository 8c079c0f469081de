import { createRouter } from '@tanstack/react-router';
import { queryClient } from '@/client/data/query-client';
import { onSignedOut } from '@/client/data/session';
import type { RouteMeta } from '@/shared/codes/constants';
import { firstScreenRouteTree } from './first-route-tree';
import { PageError } from './features/shell/components/page-error';
import { logRuntimeError } from './features/shell/store/error-log-store';
import type { routeTree } from './route-tree.gen';
import { withLaterRecipes } from './ui/system';

let allRoutes: Promise<void> | undefined;

/**
 * The whole route tree, loaded once and handed to the router (which starts on the first screens' routes,
 * first-route-tree.ts). A failed load (the network gone before the service worker had the chunk) is tried
 * again on the next call.
 */
export function loadAllRoutes(): Promise<void> {
  // No other screen renders before the recipes of its components are in the system (ui/system.ts).
  allRoutes ??= withLaterRecipes(() => import('./route-tree.gen')).then(
    (all) => router.update({ ...router.options, routeTree: all.routeTree }),
    (error: unknown) => {
      allRoutes = undefined;
      throw error;
    },
  );
  return allRoutes;
}

export const router = createRouter({
  // Typed as the whole tree: every address is reachable, through the first tree's catch-all.
  routeTree: firstScreenRouteTree(loadAllRoutes) as unknown as typeof routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
  // A page that fails to render (or whose lazy code fails to load) is logged and offers a reload.
  defaultErrorComponent: PageError,
  defaultOnCatch: (error, info) => logRuntimeError(error, info.componentStack ?? 'route'),
});

// The session store lies below the router and cannot import it: after a sign-out it calls this back.
onSignedOut(() => {
  void router.navigate({ to: '/login', replace: true });
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
  /** Routes carry the specification's meta (title, isTab, menu, collapseValue...) as staticData. */
  interface StaticDataRouteOption extends RouteMeta {}
}
