import { createFileRoute } from '@tanstack/react-router';
import { AuditListScreen } from './-audit-screens';

// Spec 2.3: submitted supplier profiles waiting for the platform's audit.
export const Route = createFileRoute('/_app/userManagement/supplierAuditList')({
  staticData: { title: 'profile-audit:title.supplier' },
  component: SupplierAuditListRoute,
});

function SupplierAuditListRoute() {
  return <AuditListScreen kind="supplier" />;
}
