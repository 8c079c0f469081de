import { createFileRoute } from '@tanstack/react-router';
import { UnattendedPage } from '@/client/features/opening';
import { unattendedQueryOptions } from '@/client/features/opening/queries';
import { unattendedSearch } from '@/client/features/opening/search';
import { startRead } from '@/client/lib/start-read';

export const Route = createFileRoute('/_app/bidding/unmannedOperation-list')({
  staticData: { title: 'opening-hall:unattended.title' },
  validateSearch: unattendedSearch,
  loaderDeps: ({ search }) => ({ scope: search.scope ?? 'unattended' }),
  loader: ({ context, deps }) => startRead(context.queryClient, unattendedQueryOptions(deps.scope)),
  component: UnattendedRoute,
});

function UnattendedRoute() {
  const { scope } = Route.useSearch();
  return <UnattendedPage scope={scope ?? 'unattended'} />;
}
