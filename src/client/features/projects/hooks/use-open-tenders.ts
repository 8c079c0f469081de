import { useQuery } from '@tanstack/react-query';
import { openTenderQueryOptions, openTendersQueryOptions } from '../api/open-tenders';

export function useOpenTenders(userId: string) {
  return useQuery(openTendersQueryOptions(userId));
}

export function useOpenTender(userId: string, projectId: string) {
  return useQuery(openTenderQueryOptions(userId, projectId));
}
