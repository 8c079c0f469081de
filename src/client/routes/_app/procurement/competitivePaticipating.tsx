import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ParticipationListPage } from '@/client/features/participation';
import { TENDER_METHOD } from '@/shared/codes/statuses';
import { PARTICIPATION_ROUTES } from '@/shared/contracts/participation-paths';

// Spec 001 section 2.9: the proceed list of tender method 13 (competitive negotiation).
export const Route = createFileRoute('/_app/procurement/competitivePaticipating')({
  staticData: {
    tenderMethod: TENDER_METHOD.COMPETITIVE_NEGOTIATION,
    title: 'participation:title.competitiveProceed',
  },
  component: ListRoute,
});

function ListRoute() {
  const navigate = useNavigate();
  return (
    <ParticipationListPage
      variant="competitive"
      list="proceed"
      onOpen={(projectId) => void navigate({ to: PARTICIPATION_ROUTES.drive, search: { projectId } })}
    />
  );
}
