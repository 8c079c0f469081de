import { createFileRoute } from '@tanstack/react-router';
import { UserInfoPage } from '@/client/features/admin-org/components/user-info-page';

export const Route = createFileRoute('/_app/systemManagement/userOrgManage')({
  staticData: { title: 'menu:userOrgManage' },
  component: UserInfoPage,
});
