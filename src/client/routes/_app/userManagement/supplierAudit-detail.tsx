import { createFileRoute } from '@tanstack/react-router';
import { PROFILE_AUDIT_FUNCTIONS } from '@/shared/contracts/profile-audit-paths';
import { auditDetailSearch } from './-audit-search';
import { AuditDetailScreen } from './-audit-screens';

// Not a menu entry: the supplier audit list stays highlighted.
export const Route = createFileRoute('/_app/userManagement/supplierAudit-detail')({
  staticData: {
    title: 'profile-audit:detailTitle.supplier',
    highlightMenuCode: PROFILE_AUDIT_FUNCTIONS.supplier,
  },
  validateSearch: auditDetailSearch,
  component: SupplierAuditDetailRoute,
});

function SupplierAuditDetailRoute() {
  return <AuditDetailScreen kind="supplier" />;
}
