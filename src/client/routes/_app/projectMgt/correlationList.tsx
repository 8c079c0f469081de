import { createFileRoute, Navigate, useNavigate } from '@tanstack/react-router';
import { CorrelationPage } from '@/client/features/construction-projects';
import { constructionQueryOptions } from '@/client/features/construction-projects/queries';
import { startRead } from '@/client/lib/start-read';
import { MENU_TYPE } from '@/shared/codes/constants';
import { CONSTRUCTION_FUNCTIONS, CONSTRUCTION_ROUTES as R } from '@/shared/contracts/construction-paths';

interface IdSearch {
  id?: string;
}

// Reached from a list row or a project's detail: the tender projects linked to it.
export const Route = createFileRoute('/_app/projectMgt/correlationList')({
  staticData: {
    title: 'construction:titles.correlation',
    menuType: MENU_TYPE.BUSINESS,
    highlightMenuCode: CONSTRUCTION_FUNCTIONS.projects,
  },
  validateSearch: (search: Record<string, unknown>): IdSearch =>
    typeof search.id === 'string' && search.id ? { id: search.id } : {},
  loaderDeps: ({ search: { id } }) => ({ id }),
  loader: ({ context, deps }) => {
    if (deps.id) startRead(context.queryClient, constructionQueryOptions(deps.id));
  },
  component: CorrelationListRoute,
});

function CorrelationListRoute() {
  const { id } = Route.useSearch();
  const navigate = useNavigate();
  if (!id) return <Navigate to={R.list} />;
  return <CorrelationPage key={id} id={id} onBack={() => void navigate({ to: R.detail, search: { id } })} />;
}
