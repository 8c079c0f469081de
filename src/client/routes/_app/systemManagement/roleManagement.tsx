import { createFileRoute } from '@tanstack/react-router';
import { RolePage } from '@/client/features/admin-org/components/role-page';
import { MENU_TYPE } from '@/shared/codes/constants';

export const Route = createFileRoute('/_app/systemManagement/roleManagement')({
  staticData: { title: 'menu:roleManagement' },
  component: () => <RolePage menuType={MENU_TYPE.SYSTEM} />,
});
