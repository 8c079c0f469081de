import { QueryClient } from '@tanstack/react-query';

/**
 * The one query cache of the app. Its own module, so the session store (which clears it) and the router
 * (which hands it to the routes' loaders) both import it without importing each other.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    // The request layer already toasts failures; retries would repeat the toast.
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

/** What the router hands every route's loader (the root route declares it; src/client/router.ts fills it). */
export interface RouterContext {
  queryClient: QueryClient;
}
