import { createFileRoute } from '@tanstack/react-router';
import { PROFILE_AUDIT_FUNCTIONS } from '@/shared/contracts/profile-audit-paths';
import { auditDetailSearch } from './-audit-search';
import { AuditDetailScreen } from './-audit-screens';

// Not a menu entry: the expert audit list stays highlighted.
export const Route = createFileRoute('/_app/userManagement/expertAudit-detail')({
  staticData: {
    title: 'profile-audit:detailTitle.expert',
    highlightMenuCode: PROFILE_AUDIT_FUNCTIONS.expert,
  },
  validateSearch: auditDetailSearch,
  component: ExpertAuditDetailRoute,
});

function ExpertAuditDetailRoute() {
  return <AuditDetailScreen kind="expert" />;
}
