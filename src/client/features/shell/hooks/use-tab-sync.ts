import { useMatches } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import type { RouteMeta } from '@/shared/codes/constants';
import { addTag, loadTabs, tabsState } from '../store/tabs-store';
import type { ShownLocation } from './use-shown-location';

/** Opens the user's tabs and adds every page shown (spec 2.5: unless its meta isTab is false). */
export function useTabSync(userId: string, meta: RouteMeta, location: ShownLocation): void {
  const leaf = useMatches({ select: (matches) => matches[matches.length - 1] });
  const latest = useRef({ leaf, meta, location });
  latest.current = { leaf, meta, location };

  useEffect(() => {
    loadTabs(userId);
  }, [userId]);

  // Only a change of address adds a tab; closing a tab must not bring the shown page back at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page is read from the ref when the address changes
  useEffect(() => {
    const { leaf: shown, meta: shownMeta, location: at } = latest.current;
    if (shown?.status !== 'success' || shown.pathname !== at.pathname) return;
    tabsState.tags = addTag(tabsState.tags, {
      name: shown.routeId,
      path: shown.pathname,
      fullPath: at.href,
      params: { ...(shown.params as Record<string, string>) },
      query: { ...(shown.search as Record<string, unknown>) },
      meta: shownMeta,
    });
  }, [location.href]);
}
