import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ConstructionFormPage } from '@/client/features/construction-projects';
import { constructionQueryOptions } from '@/client/features/construction-projects/queries';
import { startRead } from '@/client/lib/start-read';
import { MENU_TYPE } from '@/shared/codes/constants';
import { CONSTRUCTION_FUNCTIONS, CONSTRUCTION_ROUTES as R } from '@/shared/contracts/construction-paths';

interface IdSearch {
  id?: string;
}

// The same form as buildingProjectAdd, on a saved project.
export const Route = createFileRoute('/_app/projectMgt/buildingProjectChange')({
  staticData: {
    title: 'construction:titles.change',
    menuType: MENU_TYPE.BUSINESS,
    highlightMenuCode: CONSTRUCTION_FUNCTIONS.projects,
  },
  validateSearch: (search: Record<string, unknown>): IdSearch =>
    typeof search.id === 'string' && search.id ? { id: search.id } : {},
  loaderDeps: ({ search: { id } }) => ({ id }),
  loader: ({ context, deps }) => {
    if (deps.id) startRead(context.queryClient, constructionQueryOptions(deps.id));
  },
  component: BuildingProjectChangeRoute,
});

function BuildingProjectChangeRoute() {
  const { id } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <ConstructionFormPage
      key={id ?? 'new'}
      id={id}
      onBack={() => void navigate({ to: id ? R.detail : R.list, search: id ? { id } : {} })}
      onSaved={(saved) => void navigate({ to: R.detail, search: { id: saved.id } })}
    />
  );
}
