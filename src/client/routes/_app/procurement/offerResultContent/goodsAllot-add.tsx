import { createFileRoute } from '@tanstack/react-router';
import { GoodsAllotPage } from '@/client/features/results';
import { contentQueryOptions } from '@/client/features/results/queries';
import { startRead } from '@/client/lib/start-read';
import { RESULT_FUNCTIONS as F } from '@/shared/contracts/results-paths';
import { userIdNow } from '../../-session-user';
import { projectSearch } from '../-project-search';

export const Route = createFileRoute('/_app/procurement/offerResultContent/goodsAllot-add')({
  staticData: { title: 'results:titles.allot', highlightMenuCode: F.buyer },
  validateSearch: projectSearch,
  loaderDeps: ({ search: { projectId } }) => ({ projectId }),
  loader: ({ context, deps }) => {
    if (deps.projectId) startRead(context.queryClient, contentQueryOptions(userIdNow(), deps.projectId));
  },
  component: RouteComponent,
});

function RouteComponent() {
  const { projectId = '' } = Route.useSearch();
  return <GoodsAllotPage key={projectId} projectId={projectId} />;
}
