import { createFileRoute } from '@tanstack/react-router';
import { PROFILE_AUDIT_FUNCTIONS } from '@/shared/contracts/profile-audit-paths';
import { auditDetailSearch } from './-audit-search';
import { AuditDetailScreen } from './-audit-screens';

// Not a menu entry: the agent audit list stays highlighted.
export const Route = createFileRoute('/_app/userManagement/agentAudit-detail')({
  staticData: {
    title: 'profile-audit:detailTitle.agent',
    highlightMenuCode: PROFILE_AUDIT_FUNCTIONS.agent,
  },
  validateSearch: auditDetailSearch,
  component: AgentAuditDetailRoute,
});

function AgentAuditDetailRoute() {
  return <AuditDetailScreen kind="agent" />;
}
