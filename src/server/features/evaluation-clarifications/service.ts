import type { TenderDeps } from '../tender-common';

export function createEvaluationClarificationService(_deps: TenderDeps) {
  return {};
}

export type EvaluationClarificationService = ReturnType<typeof createEvaluationClarificationService>;
