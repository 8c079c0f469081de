import { createFileRoute, redirect } from '@tanstack/react-router';
import { ProjectDrivePage } from '@/client/features/project-workspace';
import { projectOptionsQueryOptions } from '@/client/features/projects/queries';
import { startRead } from '@/client/lib/start-read';
import { WORKSPACE_FUNCTIONS, WORKSPACE_ROUTES } from '@/shared/contracts/project-workspace-paths';

interface ProjectDriveSearch {
  projectId?: string;
}

// Not a menu entry: enters a project (?projectId= goes straight to its procurementDrive).
export const Route = createFileRoute('/_app/bidding/projectDrive')({
  staticData: {
    title: 'project-workspace:titles.projectDrive',
    highlightMenuCode: WORKSPACE_FUNCTIONS.projectManager,
  },
  validateSearch: (search: Record<string, unknown>): ProjectDriveSearch =>
    typeof search.projectId === 'string' && search.projectId ? { projectId: search.projectId } : {},
  beforeLoad: ({ search }) => {
    if (search.projectId)
      throw redirect({ to: WORKSPACE_ROUTES.drive, search: { projectId: search.projectId } });
  },
  loader: ({ context }) => startRead(context.queryClient, projectOptionsQueryOptions()),
  component: ProjectDrivePage,
});
