import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PackageFormPage } from '@/client/features/plan-packages';
import { packageOptions } from '@/client/features/plan-packages/queries';
import { startRead } from '@/client/lib/start-read';
import { PLAN_PACKAGE_FUNCTIONS, PLAN_PACKAGE_ROUTES as R } from '@/shared/contracts/plan-paths';
import { type PlanIdSearch, planIdSearch } from './-plan-search';

export const Route = createFileRoute('/_app/purchasePlan/planCreate-add')({
  staticData: { title: 'plan-package:titles.packageAdd', highlightMenuCode: PLAN_PACKAGE_FUNCTIONS.packages },
  validateSearch: (search: Record<string, unknown>): PlanIdSearch => planIdSearch(search),
  loaderDeps: ({ search: { id } }) => ({ id }),
  loader: ({ context, deps }) => {
    if (deps.id) startRead(context.queryClient, packageOptions(deps.id));
  },
  component: PackageAddRoute,
});

function PackageAddRoute() {
  const { id } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <PackageFormPage
      key={id ?? 'new'}
      id={id}
      onSaved={(saved) => void navigate({ to: R.detail, search: { id: saved.id } })}
      onBack={() => void navigate({ to: R.list })}
    />
  );
}
