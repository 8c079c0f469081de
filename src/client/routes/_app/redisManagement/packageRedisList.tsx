import { createFileRoute } from '@tanstack/react-router';
import { CacheGroupsPage } from '@/client/features/admin-monitor/components/cache-groups-page';

export const Route = createFileRoute('/_app/redisManagement/packageRedisList')({
  staticData: { title: 'menu:packageRedisList' },
  component: CacheGroupsPage,
});
