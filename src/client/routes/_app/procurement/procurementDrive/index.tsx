import { createFileRoute, redirect } from '@tanstack/react-router';
import { WORKSPACE_ROUTES } from '@/shared/contracts/project-workspace-paths';

// The drive opens on its content tabs.
export const Route = createFileRoute('/_app/procurement/procurementDrive/')({
  beforeLoad: ({ search }) => {
    throw redirect({ to: WORKSPACE_ROUTES.contentTabs, search, replace: true });
  },
});
