import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { serverNow } from '@/client/data/server-now';
import type { TenderProjectView } from '@/shared/contracts/tenders';
import { projectOptionsQueryOptions } from '../api/list-project-options';

/**
 * The organisation's projects in the given statuses (all when none given), for a project picker;
 * `beforeQuoteEnd` keeps only those whose quote end is still ahead by the server's clock.
 */
export function useProjectOptions(
  statuses?: readonly string[],
  beforeQuoteEnd = false,
): {
  projects: TenderProjectView[];
  options: { value: string; label: string }[];
  loading: boolean;
} {
  const query = useQuery(projectOptionsQueryOptions());
  return useMemo(() => {
    const now = serverNow();
    const projects = (query.data ?? []).filter(
      (p) =>
        (!statuses || statuses.includes(p.status)) && (!beforeQuoteEnd || Date.parse(p.quoteEndTime) > now),
    );
    return {
      projects,
      options: projects.map((p) => ({ value: p.id, label: `${p.projectCode} ${p.name}` })),
      loading: query.isPending,
    };
  }, [query.data, query.isPending, statuses, beforeQuoteEnd]);
}
