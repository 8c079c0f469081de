import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ParticipationListPage } from '@/client/features/participation';
import { PARTICIPATION_ROUTES } from '@/shared/contracts/participation-paths';

// Spec 001 section 2.9: the finish list.
export const Route = createFileRoute('/_app/procurement/finishProject')({
  staticData: { title: 'participation:title.finish' },
  component: ListRoute,
});

function ListRoute() {
  const navigate = useNavigate();
  return (
    <ParticipationListPage
      variant="generic"
      list="finish"
      onOpen={(projectId) => void navigate({ to: PARTICIPATION_ROUTES.drive, search: { projectId } })}
    />
  );
}
