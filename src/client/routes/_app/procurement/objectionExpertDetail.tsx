import { createFileRoute } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { session } from '@/client/data/session';
import { ObjectionDetailPage, objectionDetailQueryOptions } from '@/client/features/objections';
import { startRead } from '@/client/lib/start-read';
import { QUESTION_FUNCTIONS } from '@/shared/contracts/question-paths';
import { userIdNow } from '../-session-user';
import { objectionIdSearch } from '../clarification/-objection-search';

export const Route = createFileRoute('/_app/procurement/objectionExpertDetail')({
  staticData: {
    title: 'objections:titles.detail.expert',
    highlightMenuCode: QUESTION_FUNCTIONS.expert,
    isTab: false,
  },
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
  return <ObjectionDetailPage key={id} userId={userId} id={id} mode="expert" />;
}
