import { PLAN_ROUTES } from '@/shared/contracts/plan-paths';
import { PLAN_FORM_ID, planOfPlanDraft } from './plan-form-values';

type PlanKind = keyof typeof PLAN_ROUTES;

const isPlanKind = (planType: string): planType is PlanKind => Object.hasOwn(PLAN_ROUTES, planType);

/**
 * The entry form that opens a plan draft (the sync centre's link for formId 'plan'): the kind's add
 * screen, with the plan's id when the draft is of a saved plan. A key of another form, or of a kind
 * without screens, opens nothing (the sync centre then shows the draft's content).
 */
export function planDraftScreen(
  formId: string | undefined,
  draftKey: string,
): { to: string; search: { id?: string } } | undefined {
  if (formId !== PLAN_FORM_ID) return undefined;
  const plan = planOfPlanDraft(draftKey);
  if (!plan || !isPlanKind(plan.planType)) return undefined;
  return { to: PLAN_ROUTES[plan.planType].add, search: plan.id ? { id: plan.id } : {} };
}
