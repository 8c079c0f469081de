import { createFileRoute } from '@tanstack/react-router';
import { PricePage } from '@/client/features/evaluation-results';
import { overviewQueryOptions } from '@/client/features/evaluation-results/queries';
import { startRead } from '@/client/lib/start-read';
import { EVALUATION_RESULT_FUNCTIONS as F } from '@/shared/contracts/evaluation-results-paths';
import { userIdNow } from '../../-session-user';
import { projectSearch } from '../-project-search';

export const Route = createFileRoute('/_app/procurement/evaluationResults/costPerformancePriceReview')({
  staticData: { title: 'evaluation-results:titles.costPerformancePriceReview', highlightMenuCode: F.buyer },
  validateSearch: projectSearch,
  loaderDeps: ({ search: { projectId } }) => ({ projectId }),
  loader: ({ context, deps }) => {
    if (deps.projectId)
      startRead(context.queryClient, overviewQueryOptions('buyer', userIdNow(), deps.projectId));
  },
  component: RouteComponent,
});

function RouteComponent() {
  const { projectId = '' } = Route.useSearch();
  return (
    <PricePage key={projectId} side="buyer" projectId={projectId} title="titles.costPerformancePriceReview" />
  );
}
