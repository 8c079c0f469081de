import { createFileRoute } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { session } from '@/client/data/session';
import { myNoticesQueryOptions, NoticeListPage } from '@/client/features/notices';
import { startRead } from '@/client/lib/start-read';
import { NOTICE_FUNCTIONS as F } from '@/shared/contracts/notices-paths';
import { userIdNow } from '../-session-user';

// The supplier organisation's award notices and advice notes.
export const Route = createFileRoute('/_app/procurement/procurementAdvicenoteResult')({
  staticData: { title: 'notices:titles.supplierList', highlightMenuCode: F.supplier },
  loader: ({ context }) => startRead(context.queryClient, myNoticesQueryOptions(userIdNow())),
  component: () => <NoticeListPage mode="supplier" userId={useSnapshot(session).userInfo?.id ?? ''} />,
});
