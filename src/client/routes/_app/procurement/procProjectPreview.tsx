import { createFileRoute } from '@tanstack/react-router';
import { ChooseProject, PreviewPage } from '@/client/features/project-rules';
import { rulesQueryOptions } from '@/client/features/project-rules/queries';
import { projectQueryOptions } from '@/client/features/projects/queries';
import { startRead } from '@/client/lib/start-read';
import { TENDER_FUNCTIONS } from '@/shared/contracts/tender-paths';
import { projectSearch } from './-project-search';

// Not a menu entry: opened from the project list's rows, which stay highlighted.
export const Route = createFileRoute('/_app/procurement/procProjectPreview')({
  staticData: { title: 'project-rules:titles.preview', highlightMenuCode: TENDER_FUNCTIONS.projects },
  validateSearch: projectSearch,
  loaderDeps: ({ search: { projectId } }) => ({ projectId }),
  loader: ({ context, deps }) => {
    if (!deps.projectId) return;
    startRead(context.queryClient, projectQueryOptions(deps.projectId));
    startRead(context.queryClient, rulesQueryOptions(deps.projectId));
  },
  component: RouteComponent,
});

function RouteComponent() {
  const { projectId } = Route.useSearch();
  if (!projectId) return <ChooseProject titleKey="titles.preview" />;
  return <PreviewPage key={projectId} projectId={projectId} mode="author" />;
}
