import { useRouterState } from '@tanstack/react-router';
import { useMemo, useRef } from 'react';

export interface ShownLocation {
  /** Path, query and hash. */
  href: string;
  pathname: string;
  searchParams: URLSearchParams;
}

/**
 * The address of the page on screen: it changes only once the router has finished loading, so the
 * shell never pairs the new address with the previous page (or the sign-in page it came from).
 */
export function useShownLocation(): ShownLocation {
  const settled = useRouterState({
    select: (state) => (state.status === 'idle' ? state.location.href : null),
  });
  const current = useRouterState({ select: (state) => state.location.href });
  const last = useRef(settled ?? current);
  if (settled !== null) last.current = settled;
  const href = last.current;
  return useMemo(() => {
    const url = new URL(href, 'http://shell.invalid');
    return { href, pathname: url.pathname, searchParams: url.searchParams };
  }, [href]);
}
