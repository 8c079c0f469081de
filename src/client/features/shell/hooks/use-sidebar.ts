import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import type { RouteMeta } from '@/shared/codes/constants';
import { enterRoute, isCollapsed, isSidebarHidden, sidebarState } from '../store/sidebar-store';
import type { ShownLocation } from './use-shown-location';

/** Whether the sidebar shows and is collapsed on the shown route (spec 2.5). */
export function useSidebar(
  meta: RouteMeta,
  location: ShownLocation,
): { hidden: boolean; collapsed: boolean } {
  const metaRef = useRef(meta);
  metaRef.current = meta;

  // A new screen (not a new query) applies its collapseValue, or gives the user's own state back.
  useEffect(() => {
    if (location.pathname) sidebarState.collapse = enterRoute(sidebarState.collapse, metaRef.current);
  }, [location.pathname]);

  const { collapse } = useSnapshot(sidebarState);
  const menu = location.searchParams.get('menu') ?? undefined;
  return { hidden: isSidebarHidden(meta, { menu }), collapsed: isCollapsed(collapse) };
}
