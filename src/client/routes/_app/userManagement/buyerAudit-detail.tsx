import { createFileRoute } from '@tanstack/react-router';
import { PROFILE_AUDIT_FUNCTIONS } from '@/shared/contracts/profile-audit-paths';
import { auditDetailSearch } from './-audit-search';
import { AuditDetailScreen } from './-audit-screens';

// Not a menu entry: the buyer audit list stays highlighted.
export const Route = createFileRoute('/_app/userManagement/buyerAudit-detail')({
  staticData: {
    title: 'profile-audit:detailTitle.buyer',
    highlightMenuCode: PROFILE_AUDIT_FUNCTIONS.buyer,
  },
  validateSearch: auditDetailSearch,
  component: BuyerAuditDetailRoute,
});

function BuyerAuditDetailRoute() {
  return <AuditDetailScreen kind="buyer" />;
}
