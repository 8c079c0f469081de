import { createFileRoute } from '@tanstack/react-router';
import { SystemConfigPage } from '@/client/features/admin-settings';

export const Route = createFileRoute('/_app/systemSettings/systemConfigBiz')({
  staticData: { title: 'menu:systemConfigBiz' },
  component: BusinessConfigScreen,
});

function BusinessConfigScreen() {
  return <SystemConfigPage configType="01" />;
}
