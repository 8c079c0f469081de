import { createFileRoute } from '@tanstack/react-router';
import { CachePage } from '@/client/features/admin-monitor/components/cache-page';

export const Route = createFileRoute('/_app/redisManagement/projectRedisList')({
  staticData: { title: 'menu:projectRedisList' },
  component: CachePage,
});
