import { createFileRoute } from '@tanstack/react-router';
import { SignupResponseDetailPage } from '@/client/features/signups';
import { signupDetailQueryOptions } from '@/client/features/signups/queries';
import { startRead } from '@/client/lib/start-read';
import { responseIdSearch } from './-response-search';

export const Route = createFileRoute('/_app/procurement/wasteContractInfoAudit')({
  staticData: {
    title: 'supplier-response:titles.wasteAudit',
    step: 1,
    highlightMenuCode: 'procurement-wastecontractInfoAuditList',
  },
  validateSearch: responseIdSearch,
  loaderDeps: ({ search: { id } }) => ({ id }),
  loader: ({ context, deps }) => {
    if (deps.id) startRead(context.queryClient, signupDetailQueryOptions(deps.id));
  },
  component: DetailRoute,
});

function DetailRoute() {
  const { id } = Route.useSearch();
  return <SignupResponseDetailPage key={id ?? ''} id={id ?? ''} mode="waste" />;
}
