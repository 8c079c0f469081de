import { describe, expect, it } from 'vitest';
import { planDraftScreen } from '@/client/features/plans/queries';
import { PLAN_ROUTES } from '@/shared/contracts/plan-paths';

describe('the sync centre opens plan drafts on their entry form', () => {
  it("opens a saved plan's draft on its kind's entry form with the plan's id", () => {
    expect(planDraftScreen('plan', 'plan:00:p-1')).toEqual({
      to: PLAN_ROUTES['00'].add,
      search: { id: 'p-1' },
    });
    expect(planDraftScreen('plan', 'plan:01:p-2')).toEqual({
      to: PLAN_ROUTES['01'].add,
      search: { id: 'p-2' },
    });
  });

  it("opens a new plan's draft on the empty entry form of its kind", () => {
    expect(planDraftScreen('plan', 'plan:02:new')).toEqual({ to: PLAN_ROUTES['02'].add, search: {} });
  });

  it('leaves other forms and unknown kinds to the dialog', () => {
    expect(planDraftScreen('project', 'plan:00:p-1')).toBeUndefined();
    expect(planDraftScreen(undefined, 'plan:00:p-1')).toBeUndefined();
    expect(planDraftScreen('plan', 'plan:09:p-1')).toBeUndefined();
    expect(planDraftScreen('plan', 'project:00:p-1')).toBeUndefined();
  });
});
