import { useSyncExternalStore } from 'react';

// Chakra's `md` breakpoint (48rem): `hideFrom="md"` / `hideBelow="md"` switch at the same width.
const WIDE = '(min-width: 48rem)';

function wideQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(WIDE)
    : null;
}

function subscribe(onChange: () => void): () => void {
  const query = wideQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/**
 * Whether the screen is narrower than Chakra's `md` breakpoint (a phone). For what cannot be a
 * responsive prop: a different component tree (cards instead of a table, one chat pane instead of two).
 * Without matchMedia (jsdom) the wide layout is the answer.
 */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wideQuery()?.matches === false,
    () => false,
  );
}
