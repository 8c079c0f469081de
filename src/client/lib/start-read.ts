import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Starts one of a screen's reads from its route's `loader`, so the data loads beside the route's code
 * instead of after it; the screen's hook (same query options) then finds it in the cache or in flight.
 * Not awaited and never throwing (`prefetchQuery`): a read that fails, or waits for the network while
 * the device is offline, never holds the route back, and the screen shows what its hook does today
 * (the device's copy, a loading or error state). A read the screen would not run (`enabled: false`,
 * no user or project yet) is not started.
 */
export function startRead<T, K extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<T, Error, T, K> & { enabled?: unknown },
): void {
  if (options.enabled === false) return;
  void queryClient.prefetchQuery(options);
}
