import { useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';

export interface AreaLink {
  to: string;
  labelKey: string;
  testId: string;
}

/**
 * The links of other areas' screens (the committee's sign-in and election, the results' price and
 * report screens) that exist in this build: an area not built yet shows no dead link.
 */
export function useExistingLinks(links: readonly AreaLink[]): AreaLink[] {
  const router = useRouter();
  return useMemo(() => {
    const paths = router.routesByPath as unknown as Record<string, unknown>;
    return links.filter((link) => link.to in paths || `${link.to}/` in paths);
  }, [router, links]);
}
