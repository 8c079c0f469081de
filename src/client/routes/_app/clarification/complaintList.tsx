import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ComplaintListPage } from '@/client/features/objections';
import { OBJECTION_ROUTES as R } from '@/shared/contracts/objection-paths';

export const Route = createFileRoute('/_app/clarification/complaintList')({
  staticData: { title: 'objections:titles.complaintList', isTab: false },
  component: ComplaintListRoute,
});

function ComplaintListRoute() {
  const navigate = useNavigate();
  return (
    <ComplaintListPage
      onOpen={(row) => void navigate({ to: R.auditContent, search: { id: row.objectionId } })}
    />
  );
}
