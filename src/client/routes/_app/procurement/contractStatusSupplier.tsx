import { createFileRoute } from '@tanstack/react-router';
import { ContractListPage } from '@/client/features/contracts';

export const Route = createFileRoute('/_app/procurement/contractStatusSupplier')({
  staticData: { title: 'contracts:titles.supplier', isTab: false },
  component: () => <ContractListPage side="supplier" />,
});
