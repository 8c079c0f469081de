import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { TENDER_BUYER_KEY } from '../api/query-roots';

/** Drops every cached answer of the buyer's tender screens after a change. */
export function useInvalidateTenders() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: TENDER_BUYER_KEY }), [queryClient]);
}
