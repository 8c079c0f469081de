import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { session } from '@/client/data/session';
import { ObjectionEditPage, objectionDetailQueryOptions } from '@/client/features/objections';
import { startRead } from '@/client/lib/start-read';
import { OBJECTION_FUNCTIONS as F, OBJECTION_ROUTES as R } from '@/shared/contracts/objection-paths';
import { userIdNow } from '../-session-user';
import { objectionIdSearch } from './-objection-search';

export const Route = createFileRoute('/_app/clarification/objection-edit')({
  staticData: { title: 'objections:titles.edit', highlightMenuCode: F.buyer, isTab: false },
  validateSearch: objectionIdSearch,
  loaderDeps: ({ search: { id } }) => ({ id }),
  loader: ({ context, deps }) => {
    if (deps.id) startRead(context.queryClient, objectionDetailQueryOptions(userIdNow(), deps.id));
  },
  component: ObjectionEditRoute,
});

function ObjectionEditRoute() {
  const { id = '' } = Route.useSearch();
  const userId = useSnapshot(session).userInfo?.id ?? '';
  const navigate = useNavigate();
  return (
    <ObjectionEditPage
      key={id}
      userId={userId}
      id={id}
      onFullEditor={(objectionId) =>
        void navigate({ to: R.fileContentEdit, search: { target: 'answer', id: objectionId } })
      }
    />
  );
}
