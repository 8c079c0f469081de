import { createFileRoute } from '@tanstack/react-router';
import { SystemLogPage } from '@/client/features/admin-monitor/components/system-log-page';

export const Route = createFileRoute('/_app/systemMonitor/systemLogList')({
  staticData: { title: 'menu:systemLogList' },
  component: SystemLogPage,
});
