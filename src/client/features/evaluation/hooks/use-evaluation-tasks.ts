import { useQuery } from '@tanstack/react-query';
import { evaluationTasksQueryOptions } from '../api/evaluation-tasks';

export function useEvaluationTasks(userId: string) {
  return useQuery(evaluationTasksQueryOptions(userId));
}
