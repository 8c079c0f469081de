import { createFileRoute } from '@tanstack/react-router';
import { ContractListPage } from '@/client/features/contracts';
import { projectSearch } from './-project-search';

export const Route = createFileRoute('/_app/procurement/contractStatusList')({
  staticData: { title: 'contracts:titles.list', isTab: false },
  validateSearch: (search: Record<string, unknown>): { projectId?: string; status?: string } => ({
    ...projectSearch(search),
    ...(typeof search.status === 'string' && search.status ? { status: search.status } : {}),
  }),
  component: ContractStatusListRoute,
});

function ContractStatusListRoute() {
  const { projectId, status } = Route.useSearch();
  return (
    <ContractListPage
      key={`${projectId ?? ''}-${status ?? ''}`}
      side="buyer"
      projectId={projectId}
      status={status}
    />
  );
}
