import { useMatches } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { RouteMeta } from '@/shared/codes/constants';

/** The shown route's meta: the staticData of every matched route, the deepest one winning. */
export function useRouteMeta(): RouteMeta {
  // A string compares by value, so the shell re-renders only when the meta itself changes.
  const text = useMatches({
    select: (matches) => JSON.stringify(Object.assign({}, ...matches.map((match) => match.staticData))),
  });
  return useMemo(() => JSON.parse(text) as RouteMeta, [text]);
}
