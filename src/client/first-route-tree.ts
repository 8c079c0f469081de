import { type AnyRoute, createRootRouteWithContext, createRoute, redirect } from '@tanstack/react-router';
import type { RouterContext } from '@/client/data/query-client';
import { Route as RootRoute } from './routes/__root';
import { Route as AppRoute } from './routes/_app';
import { Route as AppHomeRoute } from './routes/_app/home';
import { Route as AgentLoginRoute } from './routes/agentLogin';
import { Route as BuyerLoginRoute } from './routes/buyerLogin';
import { Route as ExpertLoginRoute } from './routes/expertLogin';
import { Route as IndexRoute } from './routes/index';
import { Route as LockRoute } from './routes/lock';
import { Route as LoginRoute } from './routes/login';
import { Route as SupplierLoginRoute } from './routes/supplierLogin';

/** What route-tree.gen.ts gives a file route: its id, path and parent (the file routes leave them out). */
type Placement = { id: string; path?: string; getParentRoute: () => AnyRoute };
const place = (route: AnyRoute, placement: Placement) => route.update(placement as never);

/**
 * The routes of the addresses an app start can show with the entry alone (lib/first-screens.ts): the
 * sign-in pages, the lock screen, the root address and /home inside the signed-in layout. These screens use
 * nothing of the whole tree, which holds every route's stub and the list of chunks each one preloads (about
 * 35 KB gz). So the whole tree is a chunk of its own, route-tree.gen.ts, which loadRest loads and hands to
 * the router once it arrives.
 *
 * The same route objects go into both trees, placed as route-tree.gen.ts places them, under a root of
 * their own: the router rebuilds its tables only for a tree it has not seen. Any other address matches
 * the catch-all below, which waits for the whole tree and opens the address again; main.tsx waits for it
 * before the first render when the address opened first is not a first screen.
 */
export function firstScreenRouteTree(loadRest: () => Promise<void>) {
  const root = createRootRouteWithContext<RouterContext>()({ ...RootRoute.options } as object);
  const underRoot = () => root;
  place(IndexRoute, { id: '/', path: '/', getParentRoute: underRoot });
  place(AppRoute, { id: '/_app', getParentRoute: underRoot });
  place(AppHomeRoute, { id: '/home', path: '/home', getParentRoute: () => AppRoute });
  const signIn = [
    [LoginRoute, '/login'],
    [SupplierLoginRoute, '/supplierLogin'],
    [BuyerLoginRoute, '/buyerLogin'],
    [AgentLoginRoute, '/agentLogin'],
    [ExpertLoginRoute, '/expertLogin'],
    [LockRoute, '/lock'],
  ] as const;
  for (const [route, path] of signIn) place(route, { id: path, path, getParentRoute: underRoot });
  const elsewhere = createRoute({
    getParentRoute: underRoot,
    path: '$',
    beforeLoad: async ({ location, preload }) => {
      await loadRest();
      // A link's preload on hover only needs the tree; the navigation itself starts again on it.
      if (!preload) throw redirect({ href: location.href, replace: true });
    },
  });
  return root.addChildren([
    IndexRoute,
    AppRoute.addChildren([AppHomeRoute]),
    ...signIn.map(([route]) => route),
    elsewhere,
  ]);
}
