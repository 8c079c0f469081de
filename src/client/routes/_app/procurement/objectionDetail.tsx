import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { session } from '@/client/data/session';
import { ObjectionDetailPage, objectionDetailQueryOptions } from '@/client/features/objections';
import { startRead } from '@/client/lib/start-read';
import { OBJECTION_FUNCTIONS as F, OBJECTION_ROUTES as R } from '@/shared/contracts/objection-paths';
import { userIdNow } from '../-session-user';
import { objectionIdSearch } from '../clarification/-objection-search';

export const Route = createFileRoute('/_app/procurement/objectionDetail')({
  staticData: { title: 'objections:titles.detail.buyer', highlightMenuCode: F.buyer, isTab: false },
  validateSearch: objectionIdSearch,
  loaderDeps: ({ search: { id } }) => ({ id }),
  loader: ({ context, deps }) => {
    if (deps.id) startRead(context.queryClient, objectionDetailQueryOptions(userIdNow(), deps.id, false));
  },
  component: DetailRoute,
});

function DetailRoute() {
  const { id = '' } = Route.useSearch();
  const userId = useSnapshot(session).userInfo?.id ?? '';
  const navigate = useNavigate();
  return (
    <ObjectionDetailPage
      key={id}
      userId={userId}
      id={id}
      mode="buyer"
      onHandle={(objectionId) => void navigate({ to: R.edit, search: { id: objectionId } })}
    />
  );
}
