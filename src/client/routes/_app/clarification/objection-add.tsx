import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { session } from '@/client/data/session';
import { ObjectionAddPage } from '@/client/features/objections';
import { OBJECTION_ROUTES as R } from '@/shared/contracts/objection-paths';
import { projectIdSearch } from './-objection-search';

export const Route = createFileRoute('/_app/clarification/objection-add')({
  staticData: { title: 'objections:titles.add', isTab: false },
  validateSearch: projectIdSearch,
  component: ObjectionAddRoute,
});

function ObjectionAddRoute() {
  const { projectId } = Route.useSearch();
  const userId = useSnapshot(session).userInfo?.id ?? '';
  const navigate = useNavigate();
  return (
    <ObjectionAddPage
      userId={userId}
      projectId={projectId}
      onFullEditor={() => void navigate({ to: R.fileContentEdit, search: { target: 'letter' } })}
      onOpenSyncCentre={() => void navigate({ to: '/syncCentre' })}
    />
  );
}
