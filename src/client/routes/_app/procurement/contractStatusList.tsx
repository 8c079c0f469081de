import { createFileRoute } from '@tanstack/react-router';
import { ContractListPage } from '@/client/features/contracts';

export const Route = createFileRoute('/_app/procurement/contractStatusList')({
  staticData: { title: 'contracts:titles.list', isTab: false },
  validateSearch: (search: Record<string, unknown>) =>
    typeof search.status === 'string' && search.status ? { status: search.status } : {},
  component: ContractStatusListRoute,
});

function ContractStatusListRoute() {
  const { status } = Route.useSearch() as { status?: string };
  return <ContractListPage key={status ?? ''} side="buyer" status={status} />;
}
