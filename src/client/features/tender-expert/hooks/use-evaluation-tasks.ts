import { useQuery } from '@tanstack/react-query';
import { listMyTasks } from '../api/evaluation-tasks';

/** Asked again on every visit: task and project statuses move while the expert is away. */
export function useEvaluationTasks(userId: string) {
  return useQuery({
    queryKey: ['tenderExpert', 'tasks', userId],
    queryFn: () => listMyTasks(userId),
    enabled: !!userId,
    staleTime: 0,
  });
}
