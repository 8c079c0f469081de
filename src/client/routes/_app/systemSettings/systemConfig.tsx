import { createFileRoute } from '@tanstack/react-router';
import { SystemConfigPage } from '@/client/features/admin-settings';

export const Route = createFileRoute('/_app/systemSettings/systemConfig')({
  staticData: { title: 'menu:systemConfig' },
  component: SystemConfigScreen,
});

function SystemConfigScreen() {
  return <SystemConfigPage configType="00" />;
}
