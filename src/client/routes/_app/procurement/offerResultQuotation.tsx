import { createFileRoute } from '@tanstack/react-router';
import { QuotationsPage } from '@/client/features/results';
import { quotationsQueryOptions } from '@/client/features/results/queries';
import { startRead } from '@/client/lib/start-read';
import { RESULT_FUNCTIONS as F } from '@/shared/contracts/results-paths';
import { userIdNow } from '../-session-user';
import { projectSearch } from './-project-search';

export const Route = createFileRoute('/_app/procurement/offerResultQuotation')({
  staticData: { title: 'results:titles.quotations', highlightMenuCode: F.buyer },
  validateSearch: projectSearch,
  loaderDeps: ({ search: { projectId } }) => ({ projectId }),
  loader: ({ context, deps }) => {
    if (deps.projectId) startRead(context.queryClient, quotationsQueryOptions(userIdNow(), deps.projectId));
  },
  component: RouteComponent,
});

function RouteComponent() {
  const { projectId = '' } = Route.useSearch();
  return <QuotationsPage key={projectId} projectId={projectId} />;
}
