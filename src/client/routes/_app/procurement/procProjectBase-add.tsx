import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ProjectFormPage } from '@/client/features/projects';
import { projectQueryOptions } from '@/client/features/projects/queries';
import { startRead } from '@/client/lib/start-read';
import { TENDER_FUNCTIONS, TENDER_ROUTES } from '@/shared/contracts/tender-paths';

interface ProjectEditSearch {
  id?: string;
}

// Not a menu entry: the projects menu stays highlighted while a draft is edited.
export const Route = createFileRoute('/_app/procurement/procProjectBase-add')({
  staticData: { title: 'tender-buyer:titles.projectNew', highlightMenuCode: TENDER_FUNCTIONS.projects },
  validateSearch: (search: Record<string, unknown>): ProjectEditSearch =>
    typeof search.id === 'string' && search.id ? { id: search.id } : {},
  loaderDeps: ({ search: { id } }) => ({ id }),
  loader: ({ context, deps }) => {
    if (deps.id) startRead(context.queryClient, projectQueryOptions(deps.id));
  },
  component: ProjectEditRoute,
});

function ProjectEditRoute() {
  const { id } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <ProjectFormPage
      key={id ?? 'new'}
      id={id}
      onDone={() => void navigate({ to: TENDER_ROUTES.projectList })}
    />
  );
}
