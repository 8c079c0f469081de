import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { session } from '@/client/data/session';
import { SupplierDocumentsPage } from '@/client/features/documents';
import { SupplierFeesPanel } from '@/client/features/fees';
import { driveTabPath } from '@/client/features/participation';
import { PARTICIPATION_FUNCTIONS } from '@/shared/contracts/participation-paths';

// Spec 001 section 2.10: tender fee (the fees area's panel: what to pay, voucher upload), invitation,
// bulletin and protocol documents of the drive's project.
export const Route = createFileRoute('/_app/procurement/procurementDriveSupplier/procurementTenderfeeVessel')(
  {
    staticData: {
      title: 'participation:drive.tabs.procurementTenderfeeVessel',
      isTab: false,
      highlightMenuCode: PARTICIPATION_FUNCTIONS.drive,
    },
    component: TenderfeeVesselRoute,
  },
);

function TenderfeeVesselRoute() {
  const { projectId } = Route.useSearch();
  const userId = useSnapshot(session).userInfo?.id ?? '';
  const navigate = useNavigate();
  if (!projectId) return null;
  return (
    <SupplierDocumentsPage
      userId={userId}
      projectId={projectId}
      aside={<SupplierFeesPanel key={projectId} projectId={projectId} />}
      onProject={(id) =>
        void navigate({ to: driveTabPath('procurementTenderfeeVessel'), search: id ? { projectId: id } : {} })
      }
    />
  );
}
