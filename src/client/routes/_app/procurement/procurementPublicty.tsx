import { createFileRoute } from '@tanstack/react-router';
import { PublicityPage } from '@/client/features/results';
import { publicityQueryOptions } from '@/client/features/results/queries';
import { startRead } from '@/client/lib/start-read';
import { RESULT_FUNCTIONS as F } from '@/shared/contracts/results-paths';
import { userIdNow } from '../-session-user';
import { projectSearch } from './-project-search';

export const Route = createFileRoute('/_app/procurement/procurementPublicty')({
  staticData: { title: 'results:titles.publicity', highlightMenuCode: F.publicity },
  validateSearch: projectSearch,
  loaderDeps: ({ search: { projectId } }) => ({ projectId }),
  loader: ({ context, deps }) => {
    if (deps.projectId) startRead(context.queryClient, publicityQueryOptions(userIdNow(), deps.projectId));
  },
  component: RouteComponent,
});

function RouteComponent() {
  const { projectId = '' } = Route.useSearch();
  return <PublicityPage key={projectId} projectId={projectId} />;
}
