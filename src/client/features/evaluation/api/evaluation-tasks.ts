import { queryOptions } from '@tanstack/react-query';
import { keptRead } from '@/client/data/kept-read';
import { api } from '@/client/lib/api-client';
import type { PageResult } from '@/shared/contracts/page-query';
import { TENDER_PATHS } from '@/shared/contracts/tender-paths';
import type { EvaluationTaskView } from '@/shared/contracts/tender-committee';
import { evaluationKeys } from './keys';

export interface TaskList {
  tasks: EvaluationTaskView[];
  /** True when the platform could not be reached and this is the copy kept on the device. */
  offline: boolean;
}

const cacheKey = (userId: string) => `tenderExpert:tasks:${userId}`;
// An expert sits on few committees at a time; one page holds them all.
const ALL = { pageNo: 1, pageSize: 100 };

/**
 * The signed-in expert's evaluation tasks. The answer is kept on the device so the hall still shows
 * the last copy offline; a refusal from the platform stands, only an unreachable platform falls back.
 */
export async function listMyTasks(userId: string): Promise<TaskList> {
  const kept = await keptRead(cacheKey(userId), async () => {
    const page = await api.post<PageResult<EvaluationTaskView>>(TENDER_PATHS.evaluationTasks, ALL, {
      silent: true,
    });
    return page?.records ?? [];
  });
  return { tasks: kept.data, offline: kept.offline };
}

/** Asked again on every visit: task and project statuses move while the expert is away. */
export function evaluationTasksQueryOptions(userId: string) {
  return queryOptions({
    queryKey: evaluationKeys.tasks(userId),
    queryFn: () => listMyTasks(userId),
    enabled: !!userId,
    staleTime: 0,
  });
}
