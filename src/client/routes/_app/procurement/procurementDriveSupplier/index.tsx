import { createFileRoute, redirect } from '@tanstack/react-router';
import { driveTabPath } from '@/client/features/participation/search';

// The drive opens on its overview.
export const Route = createFileRoute('/_app/procurement/procurementDriveSupplier/')({
  beforeLoad: ({ search }) => {
    throw redirect({ to: driveTabPath('procurementEffective'), search, replace: true });
  },
});
