import { createFileRoute } from '@tanstack/react-router';
import { SignupAuditPage } from '@/client/features/signups';
import { projectSearch } from './-project-search';

export const Route = createFileRoute('/_app/procurement/contactInfoAuditList')({
  staticData: { title: 'tender-buyer:titles.signups' },
  validateSearch: projectSearch,
  component: SignupAuditRoute,
});

function SignupAuditRoute() {
  const { projectId } = Route.useSearch();
  return <SignupAuditPage key={projectId ?? ''} projectId={projectId} />;
}
