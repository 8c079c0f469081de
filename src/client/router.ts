import { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import type { RouteMeta } from '@/shared/codes/constants';
import { PageError } from './features/shell/components/page-error';
import { logRuntimeError } from './features/shell/store/error-log-store';
import { routeTree } from './route-tree.gen';

export interface RouterContext {
  queryClient: QueryClient;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    // The request layer already toasts failures; retries would repeat the toast.
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

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

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
  /** Routes carry the specification's meta (title, isTab, menu, collapseValue...) as staticData. */
  interface StaticDataRouteOption extends RouteMeta {}
}
