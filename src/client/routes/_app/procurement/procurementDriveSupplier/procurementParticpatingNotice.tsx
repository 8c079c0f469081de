import { createFileRoute } from '@tanstack/react-router';
import { ProjectLettersPanel } from '@/client/features/project-letters';
import { PARTICIPATION_FUNCTIONS } from '@/shared/contracts/participation-paths';

// Spec 001 section 2.10: the project's letters to my organisation (opening one records its read receipt).
export const Route = createFileRoute(
  '/_app/procurement/procurementDriveSupplier/procurementParticpatingNotice',
)({
  staticData: {
    title: 'participation:drive.tabs.procurementParticpatingNotice',
    isTab: false,
    highlightMenuCode: PARTICIPATION_FUNCTIONS.drive,
  },
  component: NoticeRoute,
});

function NoticeRoute() {
  const { projectId } = Route.useSearch();
  return projectId ? <ProjectLettersPanel projectId={projectId} /> : null;
}
