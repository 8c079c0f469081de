import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ParticipationListPage } from '@/client/features/participation';
import { PARTICIPATION_FUNCTIONS, PARTICIPATION_ROUTES } from '@/shared/contracts/participation-paths';

// Spec 001 section 2.10: offers under way (tabs: participating, can participate, completed).
export const Route = createFileRoute('/_app/procurement/procurementDriveSupplier/offferNonbidding')({
  staticData: {
    title: 'participation:drive.tabs.offferNonbidding',
    isTab: false,
    highlightMenuCode: PARTICIPATION_FUNCTIONS.drive,
  },
  component: NonbiddingRoute,
});

function NonbiddingRoute() {
  const navigate = useNavigate();
  return (
    <ParticipationListPage
      variant="generic"
      list="proceed"
      embedded
      onOpen={(projectId) => void navigate({ to: PARTICIPATION_ROUTES.drive, search: { projectId } })}
    />
  );
}
