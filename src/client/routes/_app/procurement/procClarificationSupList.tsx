import { createFileRoute } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { session } from '@/client/data/session';
import { SupplierClarificationsPage } from '@/client/features/clarifications';
import { myClarificationsQueryOptions } from '@/client/features/clarifications/queries';
import { userIdNow } from '../-session-user';
import { startRead } from '@/client/lib/start-read';

export const Route = createFileRoute('/_app/procurement/procClarificationSupList')({
  staticData: { title: 'tender-supplier:title.clarifications' },
  loader: ({ context }) => startRead(context.queryClient, myClarificationsQueryOptions(userIdNow())),
  component: SupplierClarificationsRoute,
});

function SupplierClarificationsRoute() {
  const userId = useSnapshot(session).userInfo?.id ?? '';
  return <SupplierClarificationsPage userId={userId} />;
}
