import { queryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import type {
  BuyerEvaluationSetup,
  EvaluationProgress,
  SaveCriteriaInput,
  SaveStepsInput,
} from '@/shared/contracts/evaluation';
import { EVALUATION_PATHS as P } from '@/shared/contracts/evaluation-paths';
import { evaluationKeys } from './keys';

/** The buyer side's set-up of a project's evaluation (online screens: set-up happens at the desk). */
export function setupQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: evaluationKeys.setup(projectId),
    queryFn: () => api.post<BuyerEvaluationSetup>(P.setup, { projectId }, { silent: true }),
    enabled: !!projectId,
    staleTime: 0,
  });
}

export function progressQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: evaluationKeys.progress(projectId),
    queryFn: () => api.post<EvaluationProgress>(P.progress, { projectId }, { silent: true }),
    enabled: !!projectId,
    staleTime: 0,
  });
}

// One key per attempt of the screen's form: a retry after a lost answer is the same save.
export const saveSteps = (input: SaveStepsInput, idempotencyKey: string) =>
  api.post<BuyerEvaluationSetup>(P.saveSteps, input, { idempotencyKey, silent: true });

export const saveCriteria = (input: SaveCriteriaInput, idempotencyKey: string) =>
  api.post<BuyerEvaluationSetup>(P.saveCriteria, input, { idempotencyKey, silent: true });
