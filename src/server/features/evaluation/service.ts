import type { TenderDeps } from '../tender-common';

export function createEvaluationService(_deps: TenderDeps) {
  return {};
}

export type EvaluationService = ReturnType<typeof createEvaluationService>;
