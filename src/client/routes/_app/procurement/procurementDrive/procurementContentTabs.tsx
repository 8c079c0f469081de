import { createFileRoute, Outlet } from '@tanstack/react-router';
import { WorkspaceTabs } from '@/client/features/project-workspace';
import { PROCUREMENT_ROLE_BUYER_CONTENT } from '@/shared/codes/constants';

// Spec 2.9: procurementRole 11, not a tab of its own (the drive is).
export const Route = createFileRoute('/_app/procurement/procurementDrive/procurementContentTabs')({
  staticData: { procurementRole: PROCUREMENT_ROLE_BUYER_CONTENT, isTab: false },
  component: ContentTabsRoute,
});

function ContentTabsRoute() {
  const { projectId, tab } = Route.useSearch();
  if (!projectId) return null;
  return (
    <>
      <WorkspaceTabs key={projectId} projectId={projectId} tab={tab} />
      <Outlet />
    </>
  );
}
