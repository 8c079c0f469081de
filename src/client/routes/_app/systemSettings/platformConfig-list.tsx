import { createFileRoute } from '@tanstack/react-router';
import { IconManagement } from '@/client/features/admin-functions';
import { renderMenuIcon } from '../-shell-refresh';

export const Route = createFileRoute('/_app/systemSettings/platformConfig-list')({
  staticData: { title: 'menu:platformConfig' },
  component: () => <IconManagement renderIcon={renderMenuIcon} />,
});
