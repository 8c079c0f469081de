/** Query keys of the results; a write (confirm, allot, conclude) invalidates `all`. */
export const resultKeys = {
  all: ['results'] as const,
  content: (userId: string, projectId: string) => ['results', 'content', userId, projectId] as const,
  quotations: (userId: string, projectId: string) => ['results', 'quotations', userId, projectId] as const,
  publicity: (userId: string, projectId: string) => ['results', 'publicity', userId, projectId] as const,
  buyerProjects: (userId: string) => ['results', 'buyer-projects', userId] as const,
  publicityProjects: (userId: string) => ['results', 'publicity-projects', userId] as const,
};
