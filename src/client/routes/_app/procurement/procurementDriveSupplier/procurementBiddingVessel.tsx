import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { session } from '@/client/data/session';
import { SignupPage } from '@/client/features/signups';
import { PARTICIPATION_FUNCTIONS } from '@/shared/contracts/participation-paths';

// Spec 001 section 2.10: signup and contact apply content of the drive's project (works offline).
export const Route = createFileRoute('/_app/procurement/procurementDriveSupplier/procurementBiddingVessel')({
  staticData: {
    title: 'participation:drive.tabs.procurementBiddingVessel',
    isTab: false,
    highlightMenuCode: PARTICIPATION_FUNCTIONS.drive,
  },
  component: BiddingVesselRoute,
});

function BiddingVesselRoute() {
  const { projectId } = Route.useSearch();
  const userId = useSnapshot(session).userInfo?.id ?? '';
  const navigate = useNavigate();
  if (!projectId) return null;
  return (
    <SignupPage
      key={projectId}
      userId={userId}
      projectId={projectId}
      onOpenSyncCentre={() => void navigate({ to: '/syncCentre' })}
    />
  );
}
