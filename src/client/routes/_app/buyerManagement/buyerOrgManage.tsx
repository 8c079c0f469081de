import { createFileRoute } from '@tanstack/react-router';
import { DepartUsersPage } from '@/client/features/admin-org/components/depart-users-page';

export const Route = createFileRoute('/_app/buyerManagement/buyerOrgManage')({
  staticData: { title: 'menu:buyerOrgManage' },
  component: DepartUsersPage,
});
