/** Query keys of the evaluation results; a change (summary, scrap, signature) invalidates `all`. */
export type ResultSide = 'buyer' | 'expert';

export const evaluationResultKeys = {
  all: ['evaluation-results'] as const,
  overview: (side: ResultSide, userId: string, projectId: string) =>
    ['evaluation-results', 'overview', side, userId, projectId] as const,
  projects: (userId: string) => ['evaluation-results', 'projects', userId] as const,
  pending: (userId: string) => ['evaluation-results', 'pending', userId] as const,
  report: (side: ResultSide, projectId: string, sha: string) =>
    ['evaluation-results', 'report', side, projectId, sha] as const,
};
