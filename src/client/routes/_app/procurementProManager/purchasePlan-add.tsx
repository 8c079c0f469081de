import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { SchemeFormPage } from '@/client/features/schemes';
import { schemeOptions } from '@/client/features/schemes/queries';
import { startRead } from '@/client/lib/start-read';
import { SCHEME_FUNCTIONS, SCHEME_ROUTES as R } from '@/shared/contracts/scheme-paths';
import { type SchemeIdSearch, schemeIdSearch } from './-scheme-search';

// Not a menu entry: opened from procurementOrg, which stays highlighted.
export const Route = createFileRoute('/_app/procurementProManager/purchasePlan-add')({
  staticData: { title: 'scheme:titles.add', highlightMenuCode: SCHEME_FUNCTIONS.compile },
  validateSearch: (search: Record<string, unknown>): SchemeIdSearch => schemeIdSearch(search),
  loaderDeps: ({ search: { id } }) => ({ id }),
  loader: ({ context, deps }) => {
    if (deps.id) startRead(context.queryClient, schemeOptions(deps.id));
  },
  component: SchemeAddRoute,
});

function SchemeAddRoute() {
  const { id } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <SchemeFormPage
      key={id ?? 'new'}
      id={id}
      onSaved={(saved) => void navigate({ to: R.detail, search: { id: saved.id } })}
      onBack={() => void navigate({ to: R.list })}
    />
  );
}
