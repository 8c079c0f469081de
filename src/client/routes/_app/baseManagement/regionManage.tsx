import { createFileRoute } from '@tanstack/react-router';
import { RegionPage } from '@/client/features/admin-settings';

export const Route = createFileRoute('/_app/baseManagement/regionManage')({
  staticData: { title: 'menu:regionManage' },
  component: RegionPage,
});
