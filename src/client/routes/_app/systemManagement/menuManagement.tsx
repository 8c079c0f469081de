import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { MenuManagement } from '@/client/features/admin-functions';
import { refreshShellMenu, renderMenuIcon } from '../-shell-refresh';

export const Route = createFileRoute('/_app/systemManagement/menuManagement')({
  staticData: { title: 'menu:menuManagement' },
  component: MenuManagementPage,
});

function MenuManagementPage() {
  const queryClient = useQueryClient();
  const onChanged = useCallback(() => refreshShellMenu(queryClient), [queryClient]);
  return <MenuManagement onChanged={onChanged} renderIcon={renderMenuIcon} />;
}
