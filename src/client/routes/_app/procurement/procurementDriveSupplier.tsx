import { createFileRoute, Outlet, useLocation } from '@tanstack/react-router';
import { SupplierDriveFrame } from '@/client/features/participation';
import { driveOptions } from '@/client/features/participation/queries';
import { DRIVE_TABS, type DriveTab, driveSearch } from '@/client/features/participation/search';
import { startRead } from '@/client/lib/start-read';

// Spec 001 section 2.10: the supplier drive (titled supplier drive, sidebar collapsed: collapseValue,
// the shell collapses the sidebar here and gives the user's own state back on leaving).
export const Route = createFileRoute('/_app/procurement/procurementDriveSupplier')({
  staticData: {
    title: 'participation:title.drive',
    path: 'procurementDriveSupplier',
    collapseValue: true,
  },
  validateSearch: driveSearch,
  loaderDeps: ({ search: { projectId } }) => ({ projectId }),
  loader: ({ context, deps }) => {
    if (deps.projectId) startRead(context.queryClient, driveOptions(deps.projectId));
  },
  component: SupplierDriveRoute,
});

function SupplierDriveRoute() {
  const { projectId } = Route.useSearch();
  const last = useLocation({ select: (l) => l.pathname.split('/').pop() ?? '' });
  const active = (DRIVE_TABS as readonly string[]).includes(last) ? (last as DriveTab) : undefined;
  return (
    <SupplierDriveFrame key={projectId ?? ''} projectId={projectId} active={active}>
      <Outlet />
    </SupplierDriveFrame>
  );
}
