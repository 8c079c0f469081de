import { type AnyRoute, createMemoryHistory, createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { firstScreenRouteTree } from '@/client/first-route-tree';
import { FIRST_SCREEN_PATHS } from '@/client/lib/first-screens';

const routerOn = (routeTree: AnyRoute) =>
  createRouter({ routeTree, history: createMemoryHistory({ initialEntries: ['/'] }) });

/** The id and full path of each route an address resolves to, from the root down. */
function placements(router: ReturnType<typeof routerOn>, pathname: string) {
  const [matchedRoutes] = router.getMatchedRoutes(pathname);
  return matchedRoutes.map((route) => ({ id: route.id, fullPath: route.fullPath }));
}

/**
 * The router starts on the first screens' routes and gets the whole tree after the first screen
 * (src/client/router.ts); this file builds the small tree first, as the app does.
 */
describe('the first screens route tree', () => {
  let loads = 0;
  const small = routerOn(
    firstScreenRouteTree(async () => {
      loads += 1;
    }),
  );
  const smallPlacements = new Map(FIRST_SCREEN_PATHS.map((p) => [p, placements(small, p)]));

  it('has a route of its own for every first-screen address', () => {
    for (const pathname of FIRST_SCREEN_PATHS) {
      const found = small.getMatchedRoutes(pathname)[2];
      expect(found?.fullPath, pathname).toBe(pathname);
    }
  });

  it('sends every other address to the catch-all, which loads the rest before it opens it again', async () => {
    const found = small.getMatchedRoutes('/systemManagement/roleManagement')[2];
    expect(found?.path).toBe('$');
    const beforeLoad = found?.options.beforeLoad as (ctx: unknown) => Promise<void>;
    const location = { href: '/systemManagement/roleManagement?x=1' };
    await expect(beforeLoad({ location, preload: true })).resolves.toBeUndefined();
    expect(loads).toBe(1);
    await expect(beforeLoad({ location, preload: false })).rejects.toMatchObject({
      options: { href: '/systemManagement/roleManagement?x=1', replace: true },
    });
  });

  it('places its routes where the whole tree places them', async () => {
    const { routeTree } = await import('@/client/route-tree.gen');
    const full = routerOn(routeTree);
    for (const pathname of FIRST_SCREEN_PATHS)
      expect(placements(full, pathname), pathname).toEqual(smallPlacements.get(pathname));
    expect(full.getMatchedRoutes('/systemManagement/roleManagement')[2]?.id).toBe(
      '/_app/systemManagement/roleManagement',
    );
  });
});
