import { createFileRoute } from '@tanstack/react-router';
import { PlanLineQueryPage } from '@/client/features/plans';
import { PLAN_TYPE } from '@/shared/codes/constants';

/** The organisation's plan lines of one kind, with totals and export (spec 001 section 2.4, "Other"). */
export const Route = createFileRoute('/_app/purchasePlan/yearplanQuery-list')({
  staticData: { title: 'plan:query.title01', planType: PLAN_TYPE.ANNUAL },
  component: () => <PlanLineQueryPage planType={PLAN_TYPE.ANNUAL} />,
});
