import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ConstructionFormPage } from '@/client/features/construction-projects';
import { MENU_TYPE } from '@/shared/codes/constants';
import { CONSTRUCTION_FUNCTIONS, CONSTRUCTION_ROUTES as R } from '@/shared/contracts/construction-paths';

// Not a menu entry: the list stays highlighted while a project is entered.
export const Route = createFileRoute('/_app/projectMgt/buildingProjectAdd')({
  staticData: {
    title: 'construction:titles.add',
    menuType: MENU_TYPE.BUSINESS,
    highlightMenuCode: CONSTRUCTION_FUNCTIONS.projects,
  },
  component: BuildingProjectAddRoute,
});

function BuildingProjectAddRoute() {
  const navigate = useNavigate();
  return (
    <ConstructionFormPage
      onBack={() => void navigate({ to: R.list })}
      onSaved={(saved) => void navigate({ to: R.detail, search: { id: saved.id } })}
    />
  );
}
