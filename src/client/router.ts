import { createRouter } from '@tanstack/react-router';
import { queryClient } from '@/client/data/query-client';
import { onSignedOut } from '@/client/data/session';
import type { RouteMeta } from '@/shared/codes/constants';
import { PageError } from './features/shell/components/page-error';
import { logRuntimeError } from './features/shell/store/error-log-store';
import { routeTree } from './route-tree.gen';

export const router = createRouter({
  routeTree,
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
