import { createFileRoute } from '@tanstack/react-router';
import { RolePage } from '@/client/features/admin-org/components/role-page';
import { MENU_TYPE } from '@/shared/codes/constants';

export const Route = createFileRoute('/_app/buyerManagement/buyerRoleManage')({
  staticData: { title: 'menu:buyerRoleManage' },
  component: () => <RolePage menuType={MENU_TYPE.BUSINESS} />,
});
