import { createFileRoute } from '@tanstack/react-router';
import { AuditListScreen } from './-audit-screens';

// Spec 2.3: submitted agent profiles waiting for the platform's audit.
export const Route = createFileRoute('/_app/userManagement/agentAuditList')({
  staticData: { title: 'profile-audit:title.agent' },
  component: AgentAuditListRoute,
});

function AgentAuditListRoute() {
  return <AuditListScreen kind="agent" />;
}
