import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { SetStepsPage } from '@/client/features/evaluation';
import { setupQueryOptions } from '@/client/features/evaluation/queries';
import { startRead } from '@/client/lib/start-read';
import { EVALUATION_FUNCTIONS as F } from '@/shared/contracts/evaluation-paths';
import { projectSearch } from './-project-search';

export const Route = createFileRoute('/_app/procurement/setEvaluationSteps')({
  staticData: { title: 'evaluation:titles.setSteps', highlightMenuCode: F.buyer },
  validateSearch: projectSearch,
  loaderDeps: ({ search: { projectId } }) => ({ projectId }),
  loader: ({ context, deps }) => {
    if (deps.projectId) startRead(context.queryClient, setupQueryOptions(deps.projectId));
  },
  component: RouteComponent,
});

function RouteComponent() {
  const { projectId = '' } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <SetStepsPage
      projectId={projectId}
      onProject={(id) => void navigate({ to: '.', search: id ? { projectId: id } : {} })}
    />
  );
}
