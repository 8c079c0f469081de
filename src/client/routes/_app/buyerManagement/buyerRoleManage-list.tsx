import { createFileRoute, redirect } from '@tanstack/react-router';

// The catalogue's buyerRoleManage-list (spec 001 section 2.1: the buyer-side role query with the
// users-by-role and menu-permission dialogs) is the buyerRoleManage screen (spec 000 section 2.3,
// menu type 01), which lists those roles with exactly those two dialogs; the menu points there.
export const Route = createFileRoute('/_app/buyerManagement/buyerRoleManage-list')({
  staticData: { title: 'menu:buyerRoleManage' },
  beforeLoad: () => {
    throw redirect({ to: '/buyerManagement/buyerRoleManage', replace: true });
  },
});
