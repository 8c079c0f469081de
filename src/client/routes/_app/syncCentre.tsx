import { createFileRoute } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { session } from '@/client/data/session';
import { SyncCentre } from '@/client/features/sync/components/sync-centre';

export const Route = createFileRoute('/_app/syncCentre')({
  staticData: { title: 'sync:title' },
  component: SyncCentrePage,
});

// The sync feature does not know about sessions: the route hands it the signed-in user.
function SyncCentrePage() {
  const userId = useSnapshot(session).userInfo?.id ?? '';
  return <SyncCentre userId={userId} />;
}
