import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { session } from '@/client/data/session';
import { OfferPage } from '@/client/features/offers';
import { PARTICIPATION_FUNCTIONS } from '@/shared/contracts/participation-paths';

// Spec 001 section 2.10: the sealed offer of the drive's project (works offline, judged on arrival).
export const Route = createFileRoute('/_app/procurement/procurementDriveSupplier/proOfferSupplierContent')({
  staticData: {
    title: 'participation:drive.tabs.proOfferSupplierContent',
    isTab: false,
    highlightMenuCode: PARTICIPATION_FUNCTIONS.drive,
  },
  component: OfferRoute,
});

function OfferRoute() {
  const { projectId } = Route.useSearch();
  const info = useSnapshot(session).userInfo;
  const navigate = useNavigate();
  if (!projectId) return null;
  return (
    <OfferPage
      key={projectId}
      userId={info?.id ?? ''}
      departId={info?.departId ?? ''}
      projectId={projectId}
      onOpenSyncCentre={() => void navigate({ to: '/syncCentre' })}
    />
  );
}
