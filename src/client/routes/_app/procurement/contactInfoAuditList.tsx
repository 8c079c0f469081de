import { createFileRoute } from '@tanstack/react-router';
import { SignupAuditPage } from '@/client/features/tender-buyer/components/signup-audit-page';
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
