import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { session } from '@/client/data/session';
import { SupplierClarificationsPage } from '@/client/features/clarifications';
import { myClarificationsQueryOptions } from '@/client/features/clarifications/queries';
import { userIdNow } from '../-session-user';
import { startRead } from '@/client/lib/start-read';
import { CLARIFICATION_ROUTES } from '@/shared/contracts/clarification-paths';

export const Route = createFileRoute('/_app/procurement/procClarificationSupList')({
  staticData: { title: 'tender-supplier:title.clarifications' },
  loader: ({ context }) => startRead(context.queryClient, myClarificationsQueryOptions(userIdNow())),
  component: SupplierClarificationsRoute,
});

function SupplierClarificationsRoute() {
  const userId = useSnapshot(session).userInfo?.id ?? '';
  const navigate = useNavigate();
  return (
    <SupplierClarificationsPage
      userId={userId}
      onOpen={(id) => void navigate({ to: CLARIFICATION_ROUTES.supplierDetail, search: { id } })}
    />
  );
}
