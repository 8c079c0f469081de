/** Query keys of the plans area: the lists of each kind and one plan. */
export const PLAN_KEY = ['plans'] as const;

export const planKeys = {
  all: PLAN_KEY,
  list: (planType: string) => [...PLAN_KEY, 'list', planType] as const,
  one: (id: string) => [...PLAN_KEY, 'plan', id] as const,
};
