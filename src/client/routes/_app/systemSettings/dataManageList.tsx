import { createFileRoute } from '@tanstack/react-router';
import { DataPermissionPage } from '@/client/features/admin-monitor/components/data-permission-page';

export const Route = createFileRoute('/_app/systemSettings/dataManageList')({
  staticData: { title: 'menu:dataManageList' },
  component: DataPermissionPage,
});
