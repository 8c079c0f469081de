import { createFileRoute } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { session } from '@/client/data/session';
import { SupplierClarificationsPage } from '@/client/features/clarifications';

export const Route = createFileRoute('/_app/procurement/procClarificationSupList')({
  staticData: { title: 'tender-supplier:title.clarifications' },
  component: SupplierClarificationsRoute,
});

function SupplierClarificationsRoute() {
  const userId = useSnapshot(session).userInfo?.id ?? '';
  return <SupplierClarificationsPage userId={userId} />;
}
