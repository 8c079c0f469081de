import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PlanDetailPage } from '@/client/features/plans';
import { planQueryOptions } from '@/client/features/plans/queries';
import { startRead } from '@/client/lib/start-read';
import { PLAN_TYPE } from '@/shared/codes/constants';
import { PLAN_FUNCTIONS, PLAN_ROUTES } from '@/shared/contracts/plan-paths';
import { type PlanIdSearch, planIdSearch } from './-plan-search';

export const Route = createFileRoute('/_app/purchasePlan/entryProYearPlan-detail')({
  staticData: {
    title: 'plan:titles.detail.01',
    planType: PLAN_TYPE.ANNUAL,
    highlightMenuCode: PLAN_FUNCTIONS.annualPlans,
  },
  validateSearch: (search: Record<string, unknown>): PlanIdSearch => planIdSearch(search),
  loaderDeps: ({ search: { id } }) => ({ id }),
  loader: ({ context, deps }) => {
    if (deps.id) startRead(context.queryClient, planQueryOptions(deps.id));
  },
  component: PlanDetailRoute,
});

function PlanDetailRoute() {
  const { id } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <PlanDetailPage
      key={id ?? ''}
      planType={PLAN_TYPE.ANNUAL}
      id={id ?? ''}
      onBack={() => void navigate({ to: PLAN_ROUTES['01'].list })}
    />
  );
}
