import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ObjectionListPage } from '@/client/features/objections';
import { OBJECTION_ROUTES as R } from '@/shared/contracts/objection-paths';
import { projectIdSearch } from './-objection-search';

export const Route = createFileRoute('/_app/clarification/objectionList')({
  staticData: { title: 'objections:titles.list', isTab: false },
  validateSearch: projectIdSearch,
  component: ObjectionListRoute,
});

function ObjectionListRoute() {
  const { projectId } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <ObjectionListPage
      mode="buyer"
      projectId={projectId}
      onOpen={(row) => void navigate({ to: R.buyerDetail, search: { id: row.id } })}
      onHandle={(row) => void navigate({ to: R.edit, search: { id: row.id } })}
    />
  );
}
