import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { BuyerHubPage } from '@/client/features/evaluation';
import { setupQueryOptions } from '@/client/features/evaluation/queries';
import { startRead } from '@/client/lib/start-read';
import { projectSearch } from './-project-search';

export const Route = createFileRoute('/_app/procurement/procurementDocumentsPurchase')({
  staticData: { title: 'evaluation:titles.buyerHub' },
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
    <BuyerHubPage
      projectId={projectId}
      onProject={(id) => void navigate({ to: '.', search: id ? { projectId: id } : {} })}
    />
  );
}
