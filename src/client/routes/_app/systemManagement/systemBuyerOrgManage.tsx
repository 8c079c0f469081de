import { createFileRoute } from '@tanstack/react-router';
import { OrgManagePage } from '@/client/features/admin-org/components/org-manage-page';

export const Route = createFileRoute('/_app/systemManagement/systemBuyerOrgManage')({
  staticData: { title: 'menu:systemBuyerOrgManage' },
  component: OrgManagePage,
});
