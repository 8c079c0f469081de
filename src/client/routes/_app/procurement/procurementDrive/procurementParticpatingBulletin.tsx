import { createFileRoute } from '@tanstack/react-router';
import { Bulletin } from '@/client/features/project-workspace';
import { PROCUREMENT_ROLE_BUYER_CONTENT } from '@/shared/codes/constants';

// Spec 2.9: procurementRole 11: the suppliers signed up for the project.
export const Route = createFileRoute('/_app/procurement/procurementDrive/procurementParticpatingBulletin')({
  staticData: { title: 'project-workspace:titles.bulletin', procurementRole: PROCUREMENT_ROLE_BUYER_CONTENT },
  component: BulletinRoute,
});

function BulletinRoute() {
  const { projectId } = Route.useSearch();
  return projectId ? <Bulletin projectId={projectId} /> : null;
}
