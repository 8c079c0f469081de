import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ObjectionListPage } from '@/client/features/objections';
import { OBJECTION_ROUTES as R } from '@/shared/contracts/objection-paths';

export const Route = createFileRoute('/_app/clarification/auditList')({
  staticData: { title: 'objections:titles.auditList', isTab: false },
  component: AuditListRoute,
});

function AuditListRoute() {
  const navigate = useNavigate();
  return (
    <ObjectionListPage
      mode="audit"
      onOpen={(row) => void navigate({ to: R.auditContent, search: { id: row.id } })}
    />
  );
}
