import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { TopMenu } from '@/client/features/admin-functions';
import { refreshShellMenu } from '../-shell-refresh';

export const Route = createFileRoute('/_app/systemManagement/topMenu')({
  staticData: { title: 'menu:topMenu' },
  component: TopMenuPage,
});

function TopMenuPage() {
  const queryClient = useQueryClient();
  const onChanged = useCallback(() => refreshShellMenu(queryClient), [queryClient]);
  return <TopMenu onChanged={onChanged} />;
}
