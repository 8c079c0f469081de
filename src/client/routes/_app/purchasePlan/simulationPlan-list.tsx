import { createFileRoute } from '@tanstack/react-router';
import { PlanListPage } from '@/client/features/plans';
import { firstPlanPageQueryOptions } from '@/client/features/plans/queries';
import { startRead } from '@/client/lib/start-read';
import { PLAN_TYPE } from '@/shared/codes/constants';

export const Route = createFileRoute('/_app/purchasePlan/simulationPlan-list')({
  staticData: { title: 'plan:titles.list.02', planType: PLAN_TYPE.SIMULATED_QUANTITY },
  loader: ({ context }) =>
    startRead(context.queryClient, firstPlanPageQueryOptions(PLAN_TYPE.SIMULATED_QUANTITY)),
  component: () => <PlanListPage planType={PLAN_TYPE.SIMULATED_QUANTITY} />,
});
