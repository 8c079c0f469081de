import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { session } from '@/client/data/session';
import type { EvaluationResultOverview } from '@/shared/contracts/evaluation-results';
import { evaluationResultKeys, type ResultSide } from '../api/keys';
import { overviewQueryOptions } from '../api/reads';

/** The project's results for the side, and a way to show a fresh answer after a write. */
export function useOverview(side: ResultSide, projectId: string) {
  const userId = useSnapshot(session).userInfo?.id ?? '';
  const client = useQueryClient();
  const query = useQuery(overviewQueryOptions(side, userId, projectId));
  return {
    userId,
    query,
    /** A write answered the fresh overview: show it now, and let every results screen read again. */
    applied(view: EvaluationResultOverview) {
      client.setQueryData(overviewQueryOptions(side, userId, projectId).queryKey, {
        data: view,
        offline: false,
      });
      void client.invalidateQueries({ queryKey: evaluationResultKeys.all });
    },
  };
}
