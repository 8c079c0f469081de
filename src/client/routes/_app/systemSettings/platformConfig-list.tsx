import { createFileRoute } from '@tanstack/react-router';
import { IconManagement } from '@/client/features/admin-config-a/components/icon-management';
import { renderMenuIcon } from '../-admin-config-a-refresh';

export const Route = createFileRoute('/_app/systemSettings/platformConfig-list')({
  staticData: { title: 'menu:platformConfig' },
  component: () => <IconManagement renderIcon={renderMenuIcon} />,
});
