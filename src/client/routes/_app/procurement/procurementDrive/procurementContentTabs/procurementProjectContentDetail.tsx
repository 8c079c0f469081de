import { createFileRoute } from '@tanstack/react-router';
import { ContentDetail } from '@/client/features/project-workspace';
import { PROCUREMENT_ROLE_BUYER_CONTENT } from '@/shared/codes/constants';

// Spec 2.9: meta path procurementView, procurementRole 11, driveIntoView (scrolled into view).
export const Route = createFileRoute(
  '/_app/procurement/procurementDrive/procurementContentTabs/procurementProjectContentDetail',
)({
  staticData: {
    title: 'project-workspace:titles.contentDetail',
    path: 'procurementView',
    procurementRole: PROCUREMENT_ROLE_BUYER_CONTENT,
    driveIntoView: true,
  },
  component: ContentDetailRoute,
});

function ContentDetailRoute() {
  const { projectId } = Route.useSearch();
  return projectId ? <ContentDetail projectId={projectId} /> : null;
}
