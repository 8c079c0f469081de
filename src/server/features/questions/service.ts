import type { TenderDeps } from '../tender-common';

export function createQuestionService(_deps: TenderDeps) {
  return {};
}

export type QuestionService = ReturnType<typeof createQuestionService>;
