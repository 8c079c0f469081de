import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ConstructionListPage } from '@/client/features/construction-projects';
import { firstConstructionPageQueryOptions } from '@/client/features/construction-projects/queries';
import { startRead } from '@/client/lib/start-read';
import { MENU_TYPE } from '@/shared/codes/constants';
import { CONSTRUCTION_ROUTES as R } from '@/shared/contracts/construction-paths';

export const Route = createFileRoute('/_app/projectMgt/buildingProjectList')({
  staticData: { title: 'construction:titles.list', menuType: MENU_TYPE.BUSINESS },
  loader: ({ context }) => startRead(context.queryClient, firstConstructionPageQueryOptions()),
  component: BuildingProjectListRoute,
});

function BuildingProjectListRoute() {
  const navigate = useNavigate();
  return (
    <ConstructionListPage
      onAdd={() => void navigate({ to: R.add })}
      onDetail={(id) => void navigate({ to: R.detail, search: { id } })}
      onChange={(id) => void navigate({ to: R.change, search: { id } })}
      onCorrelation={(id) => void navigate({ to: R.correlation, search: { id } })}
    />
  );
}
