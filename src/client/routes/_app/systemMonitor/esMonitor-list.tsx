import { createFileRoute } from '@tanstack/react-router';
import { AccessLogPage } from '@/client/features/admin-monitor/components/access-log-page';

export const Route = createFileRoute('/_app/systemMonitor/esMonitor-list')({
  staticData: { title: 'menu:esMonitorList' },
  component: AccessLogPage,
});
