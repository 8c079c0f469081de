import { createFileRoute, Outlet } from '@tanstack/react-router';
import { DriveFrame } from '@/client/features/project-workspace';
import { overviewOptions } from '@/client/features/project-workspace/queries';
import { driveSearch } from '@/client/features/project-workspace/search';
import { startRead } from '@/client/lib/start-read';
import { WORKSPACE_FUNCTIONS } from '@/shared/contracts/project-workspace-paths';

// Spec 2.9: meta path procurementManage, collapseValue: the shell collapses the sidebar here and gives
// the user's own state back on leaving. Opened from projectManager, which stays highlighted.
export const Route = createFileRoute('/_app/procurement/procurementDrive')({
  staticData: {
    title: 'project-workspace:titles.drive',
    path: 'procurementManage',
    collapseValue: true,
    highlightMenuCode: WORKSPACE_FUNCTIONS.projectManager,
  },
  validateSearch: driveSearch,
  loaderDeps: ({ search: { projectId } }) => ({ projectId }),
  loader: ({ context, deps }) => {
    if (deps.projectId) startRead(context.queryClient, overviewOptions(deps.projectId));
  },
  component: DriveRoute,
});

function DriveRoute() {
  const { projectId } = Route.useSearch();
  return (
    <DriveFrame key={projectId ?? ''} projectId={projectId}>
      <Outlet />
    </DriveFrame>
  );
}
