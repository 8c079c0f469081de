import { createFileRoute } from '@tanstack/react-router';
import { AccountList } from '@/client/features/admin-org/components/account-list';

export const Route = createFileRoute('/_app/systemManagement/expertAccountManage')({
  staticData: { title: 'menu:expertAccountManage' },
  component: () => <AccountList experts />,
});
