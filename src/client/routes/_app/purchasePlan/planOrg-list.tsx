import { createFileRoute } from '@tanstack/react-router';
import { PlanListPage } from '@/client/features/plans';
import { firstPlanPageQueryOptions } from '@/client/features/plans/queries';
import { startRead } from '@/client/lib/start-read';
import { PLAN_TYPE } from '@/shared/codes/constants';

export const Route = createFileRoute('/_app/purchasePlan/planOrg-list')({
  staticData: { title: 'plan:titles.list.00', planType: PLAN_TYPE.PURCHASE },
  loader: ({ context }) => startRead(context.queryClient, firstPlanPageQueryOptions(PLAN_TYPE.PURCHASE)),
  component: () => <PlanListPage planType={PLAN_TYPE.PURCHASE} />,
});
