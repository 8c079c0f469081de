import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PackageDetailPage } from '@/client/features/plan-packages';
import { packageOptions } from '@/client/features/plan-packages/queries';
import { startRead } from '@/client/lib/start-read';
import { PLAN_PACKAGE_FUNCTIONS, PLAN_PACKAGE_ROUTES as R } from '@/shared/contracts/plan-paths';
import { type PlanIdSearch, planIdSearch } from './-plan-search';

export const Route = createFileRoute('/_app/purchasePlan/planCreateCheck-detail')({
  staticData: {
    title: 'plan-package:titles.packageDetail',
    highlightMenuCode: PLAN_PACKAGE_FUNCTIONS.packages,
  },
  validateSearch: (search: Record<string, unknown>): PlanIdSearch => planIdSearch(search),
  loaderDeps: ({ search: { id } }) => ({ id }),
  loader: ({ context, deps }) => {
    if (deps.id) startRead(context.queryClient, packageOptions(deps.id));
  },
  component: PackageDetailRoute,
});

function PackageDetailRoute() {
  const { id } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <PackageDetailPage
      key={id ?? ''}
      id={id ?? ''}
      onEdit={(packageId) => void navigate({ to: R.add, search: { id: packageId } })}
      onBack={() => void navigate({ to: R.list })}
    />
  );
}
