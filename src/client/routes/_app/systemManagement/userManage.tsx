import { createFileRoute } from '@tanstack/react-router';
import { AccountList } from '@/client/features/admin-org/components/account-list';

export const Route = createFileRoute('/_app/systemManagement/userManage')({
  staticData: { title: 'menu:userManage' },
  component: () => <AccountList experts={false} />,
});
