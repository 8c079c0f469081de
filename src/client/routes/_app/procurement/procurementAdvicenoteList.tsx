import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { session } from '@/client/data/session';
import { buyerNoticesQueryOptions, NoticeListPage } from '@/client/features/notices';
import { startRead } from '@/client/lib/start-read';
import { NOTICE_FUNCTIONS as F } from '@/shared/contracts/notices-paths';
import { userIdNow } from '../-session-user';
import { projectSearch } from './-project-search';

// The buyer side's notices with read receipts; the results hub links here with ?projectId=.
export const Route = createFileRoute('/_app/procurement/procurementAdvicenoteList')({
  staticData: { title: 'notices:titles.buyerList', highlightMenuCode: F.buyer },
  validateSearch: projectSearch,
  loader: ({ context }) => startRead(context.queryClient, buyerNoticesQueryOptions(userIdNow(), '')),
  component: BuyerNoticesRoute,
});

function BuyerNoticesRoute() {
  const { projectId = '' } = Route.useSearch();
  const userId = useSnapshot(session).userInfo?.id ?? '';
  const navigate = useNavigate();
  return (
    <NoticeListPage
      mode="buyer"
      userId={userId}
      projectId={projectId}
      onProject={(id) => void navigate({ to: Route.fullPath, search: id ? { projectId: id } : {} })}
    />
  );
}
