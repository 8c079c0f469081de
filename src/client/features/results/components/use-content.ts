import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { session } from '@/client/data/session';
import type { ResultContentView } from '@/shared/contracts/results';
import { resultKeys } from '../api/keys';
import { contentQueryOptions } from '../api/reads';

/** The buyer's results of the project, and a way to show a fresh answer after a write. */
export function useContent(projectId: string) {
  const userId = useSnapshot(session).userInfo?.id ?? '';
  const client = useQueryClient();
  const query = useQuery(contentQueryOptions(userId, projectId));
  return {
    userId,
    query,
    applied(view: ResultContentView) {
      client.setQueryData(contentQueryOptions(userId, projectId).queryKey, { data: view, offline: false });
      void client.invalidateQueries({ queryKey: resultKeys.all });
    },
  };
}
