// The plans area's reads and keys without its screens (for route loaders and the sync centre, whose
// route files are part of the first bundle).
export { planQueryOptions } from './api/get-plan';
export { PLAN_KEY, planKeys } from './api/keys';
export { firstPlanPageQueryOptions } from './api/list-plans';
export { PLAN_FORM_ID, planDraftKey, planOfPlanDraft } from './lib/plan-form-values';
export { PLAN_KINDS } from './lib/plan-kinds';
