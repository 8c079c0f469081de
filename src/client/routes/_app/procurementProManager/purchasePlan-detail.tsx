import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { SchemeDetailPage } from '@/client/features/schemes';
import { schemeOptions } from '@/client/features/schemes/queries';
import { startRead } from '@/client/lib/start-read';
import { SCHEME_FUNCTIONS, SCHEME_ROUTES as R } from '@/shared/contracts/scheme-paths';
import { type SchemeIdSearch, schemeIdSearch } from './-scheme-search';

// Not a menu entry: opened from a row of procurementOrg or procurementSearch.
export const Route = createFileRoute('/_app/procurementProManager/purchasePlan-detail')({
  staticData: { title: 'scheme:titles.detail', highlightMenuCode: SCHEME_FUNCTIONS.compile },
  validateSearch: (search: Record<string, unknown>): SchemeIdSearch => schemeIdSearch(search),
  loaderDeps: ({ search: { id } }) => ({ id }),
  loader: ({ context, deps }) => {
    if (deps.id) startRead(context.queryClient, schemeOptions(deps.id));
  },
  component: SchemeDetailRoute,
});

function SchemeDetailRoute() {
  const { id } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <SchemeDetailPage
      key={id ?? ''}
      id={id ?? ''}
      onEdit={(schemeId) => void navigate({ to: R.add, search: { id: schemeId } })}
      onBack={() => void navigate({ to: R.list })}
    />
  );
}
