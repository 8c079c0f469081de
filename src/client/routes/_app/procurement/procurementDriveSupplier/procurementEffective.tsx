import { createFileRoute } from '@tanstack/react-router';
import { DriveOverview } from '@/client/features/participation';
import { ProjectNoticeView } from '@/client/features/project-rules';
import { PARTICIPATION_FUNCTIONS } from '@/shared/contracts/participation-paths';

// Spec 001 section 2.10: the drive's overview of the project (deadlines, invitation, my signup and offer)
// and the published notice (project-rules).
export const Route = createFileRoute('/_app/procurement/procurementDriveSupplier/procurementEffective')({
  staticData: {
    title: 'participation:drive.tabs.procurementEffective',
    isTab: false,
    highlightMenuCode: PARTICIPATION_FUNCTIONS.drive,
  },
  component: EffectiveRoute,
});

function EffectiveRoute() {
  const { projectId } = Route.useSearch();
  return projectId ? (
    <DriveOverview projectId={projectId} notice={<ProjectNoticeView projectId={projectId} />} />
  ) : null;
}
