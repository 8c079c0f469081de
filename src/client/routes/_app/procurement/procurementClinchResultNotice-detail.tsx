import { createFileRoute } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { session } from '@/client/data/session';
import { NoticeDetailPage, noticeDetailQueryOptions } from '@/client/features/notices';
import { startRead } from '@/client/lib/start-read';
import { userIdNow } from '../-session-user';
import { clarificationIdSearch } from './-evaluation-clarification-search';

// One award (clinch) notice (?id=), for its supplier organisation or the project's buyer side.
export const Route = createFileRoute('/_app/procurement/procurementClinchResultNotice-detail')({
  staticData: { title: 'notices:titles.award' },
  validateSearch: clarificationIdSearch,
  loaderDeps: ({ search: { id } }) => ({ id }),
  loader: ({ context, deps }) => {
    if (deps.id) startRead(context.queryClient, noticeDetailQueryOptions(userIdNow(), deps.id));
  },
  component: DetailRoute,
});

function DetailRoute() {
  const { id = '' } = Route.useSearch();
  const userId = useSnapshot(session).userInfo?.id ?? '';
  return <NoticeDetailPage key={id} userId={userId} id={id} kind="01" />;
}
