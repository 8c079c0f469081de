import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PlanFormPage } from '@/client/features/plans';
import { planQueryOptions } from '@/client/features/plans/queries';
import { startRead } from '@/client/lib/start-read';
import { PLAN_TYPE } from '@/shared/codes/constants';
import { PLAN_FUNCTIONS, PLAN_ROUTES } from '@/shared/contracts/plan-paths';
import { type PlanIdSearch, planIdSearch } from './-plan-search';

// Not a menu entry: the kind's list stays highlighted while a plan is compiled.
export const Route = createFileRoute('/_app/purchasePlan/entryProSimulationPlan-add')({
  staticData: {
    title: 'plan:titles.add.02',
    planType: PLAN_TYPE.SIMULATED_QUANTITY,
    highlightMenuCode: PLAN_FUNCTIONS.simulationPlans,
  },
  validateSearch: (search: Record<string, unknown>): PlanIdSearch => planIdSearch(search),
  loaderDeps: ({ search: { id } }) => ({ id }),
  loader: ({ context, deps }) => {
    if (deps.id) startRead(context.queryClient, planQueryOptions(deps.id));
  },
  component: PlanAddRoute,
});

function PlanAddRoute() {
  const { id } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <PlanFormPage
      key={id ?? 'new'}
      planType={PLAN_TYPE.SIMULATED_QUANTITY}
      id={id}
      onDone={() => void navigate({ to: PLAN_ROUTES['02'].list })}
      onOpenSyncCentre={() => void navigate({ to: '/syncCentre' })}
    />
  );
}
