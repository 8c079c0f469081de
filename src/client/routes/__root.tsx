import { Navigate, Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '@/client/data/query-client';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  // Unknown addresses land on the not-found screen the specification lists as a route of its own.
  notFoundComponent: () => <Navigate to="/404" replace />,
});
