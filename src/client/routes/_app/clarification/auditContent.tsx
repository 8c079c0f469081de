import { createFileRoute } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { session } from '@/client/data/session';
import { ObjectionDetailPage, objectionDetailQueryOptions } from '@/client/features/objections';
import { startRead } from '@/client/lib/start-read';
import { OBJECTION_FUNCTIONS as F } from '@/shared/contracts/objection-paths';
import { userIdNow } from '../-session-user';
import { objectionIdSearch } from './-objection-search';

export const Route = createFileRoute('/_app/clarification/auditContent')({
  staticData: { title: 'objections:titles.detail.audit', highlightMenuCode: F.audit, isTab: false },
  validateSearch: objectionIdSearch,
  loaderDeps: ({ search: { id } }) => ({ id }),
  loader: ({ context, deps }) => {
    if (deps.id) startRead(context.queryClient, objectionDetailQueryOptions(userIdNow(), deps.id, true));
  },
  component: DetailRoute,
});

function DetailRoute() {
  const { id = '' } = Route.useSearch();
  const userId = useSnapshot(session).userInfo?.id ?? '';
  return <ObjectionDetailPage key={id} userId={userId} id={id} mode="audit" />;
}
