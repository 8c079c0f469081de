import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** Drops every cached answer of the material screens after a change, so lists and trees load again. */
export function useInvalidateMaterial() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: ['admin-material'] }), [queryClient]);
}
