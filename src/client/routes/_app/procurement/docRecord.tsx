import { createFileRoute } from '@tanstack/react-router';
import { DocRecordPage } from '@/client/features/fees';
import { projectSearch } from './-project-search';

export const Route = createFileRoute('/_app/procurement/docRecord')({
  staticData: { title: 'supplier-response:titles.docRecord', step: 2 },
  validateSearch: projectSearch,
  component: DocRecordRoute,
});

function DocRecordRoute() {
  const { projectId } = Route.useSearch();
  return <DocRecordPage key={projectId ?? ''} projectId={projectId} />;
}
