import { createFileRoute } from '@tanstack/react-router';
import { AuditPage } from '@/client/features/admin-material/components/audit-page';

export const Route = createFileRoute('/_app/baseDataManagement/materialItem-audit')({
  staticData: { title: 'menu:materialItemAudit' },
  component: AuditPage,
});
