// The plans area's reads without its screens (for route loaders, whose files are part of the first
// bundle).
export { planQueryOptions } from './api/get-plan';
export { firstPlanPageQueryOptions } from './api/list-plans';
// The sync centre opens plan drafts on their entry form.
export { planDraftScreen } from './lib/plan-draft-screen';
