import { createFileRoute } from '@tanstack/react-router';
import { PlatformLogPage } from '@/client/features/admin-monitor/components/platform-log-page';

export const Route = createFileRoute('/_app/systemMonitor/platformLogList')({
  staticData: { title: 'menu:platformLogList' },
  component: PlatformLogPage,
});
