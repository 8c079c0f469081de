import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ProgressPage } from '@/client/features/evaluation';
import { progressQueryOptions } from '@/client/features/evaluation/queries';
import { EVALUATION_STEP } from '@/shared/codes/evaluation';
import { startRead } from '@/client/lib/start-read';
import { EVALUATION_FUNCTIONS as F } from '@/shared/contracts/evaluation-paths';
import { projectSearch } from '../-project-search';

export const Route = createFileRoute('/_app/procurement/evaluationResults/preliminaryReview')({
  staticData: { title: 'evaluation:titles.buyerPreliminary', highlightMenuCode: F.buyer },
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
      step={EVALUATION_STEP.COMPLIANCE}
      projectId={projectId}
      onProject={(id) => void navigate({ to: '.', search: id ? { projectId: id } : {} })}
    />
  );
}
