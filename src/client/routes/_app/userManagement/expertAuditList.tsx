import { createFileRoute } from '@tanstack/react-router';
import { AuditListScreen } from './-audit-screens';

// Spec 2.3: submitted expert profiles waiting for the platform's audit.
export const Route = createFileRoute('/_app/userManagement/expertAuditList')({
  staticData: { title: 'profile-audit:title.expert' },
  component: ExpertAuditListRoute,
});

function ExpertAuditListRoute() {
  return <AuditListScreen kind="expert" />;
}
