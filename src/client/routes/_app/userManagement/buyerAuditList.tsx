import { createFileRoute } from '@tanstack/react-router';
import { AuditListScreen } from './-audit-screens';

// Spec 2.3: submitted buyer profiles waiting for the platform's audit.
export const Route = createFileRoute('/_app/userManagement/buyerAuditList')({
  staticData: { title: 'profile-audit:title.buyer' },
  component: BuyerAuditListRoute,
});

function BuyerAuditListRoute() {
  return <AuditListScreen kind="buyer" />;
}
