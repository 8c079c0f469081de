import { createFileRoute } from '@tanstack/react-router';
import { PlannerCataloguePage } from '@/client/features/plans';

/** The material catalogue for planners, read only (spec 001 section 2.4, "Other"). */
export const Route = createFileRoute('/_app/purchasePlan/purchaseCatalogue-list')({
  staticData: { title: 'plan:catalogue.title' },
  component: () => <PlannerCataloguePage />,
});
