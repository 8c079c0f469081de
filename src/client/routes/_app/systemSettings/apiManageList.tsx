import { createFileRoute } from '@tanstack/react-router';
import { ApiListPage } from '@/client/features/admin-monitor/components/api-list-page';

export const Route = createFileRoute('/_app/systemSettings/apiManageList')({
  staticData: { title: 'menu:apiManageList' },
  component: ApiListPage,
});
