import { createFileRoute } from '@tanstack/react-router';
import { SignupRecordPage } from '@/client/features/signups';
import { projectSearch } from './-project-search';

export const Route = createFileRoute('/_app/procurement/contactInfoAdd')({
  staticData: { title: 'supplier-response:titles.add', step: 1 },
  validateSearch: projectSearch,
  component: RecordRoute,
});

function RecordRoute() {
  const { projectId } = Route.useSearch();
  return <SignupRecordPage key={projectId ?? ''} projectId={projectId} />;
}
