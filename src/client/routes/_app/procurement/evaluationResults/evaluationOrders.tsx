import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ProgressPage } from '@/client/features/evaluation';
import { progressQueryOptions } from '@/client/features/evaluation/queries';
import { startRead } from '@/client/lib/start-read';
import { EVALUATION_FUNCTIONS as F } from '@/shared/contracts/evaluation-paths';
import { projectSearch } from '../-project-search';

export const Route = createFileRoute('/_app/procurement/evaluationResults/evaluationOrders')({
  staticData: { title: 'evaluation:titles.buyerOrders', highlightMenuCode: F.buyer },
  validateSearch: projectSearch,
  loaderDeps: ({ search: { projectId } }) => ({ projectId }),
  loader: ({ context, deps }) => {
    if (deps.projectId) startRead(context.queryClient, progressQueryOptions(deps.projectId));
  },
  component: RouteComponent,
});

function RouteComponent() {
  const { projectId = '' } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <ProgressPage
      projectId={projectId}
      onProject={(id) => void navigate({ to: '.', search: id ? { projectId: id } : {} })}
    />
  );
}
