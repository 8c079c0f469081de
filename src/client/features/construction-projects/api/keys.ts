/** Query keys of the construction projects area. */
export const constructionKeys = {
  all: ['construction'] as const,
  list: ['construction', 'list'] as const,
  one: (id: string) => ['construction', 'one', id] as const,
  correlation: (id: string) => ['construction', 'correlation', id] as const,
};
