import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { session } from '@/client/data/session';
import { OpenTendersPage } from '@/client/features/projects';
import { openTendersQueryOptions } from '@/client/features/projects/queries';
import { userIdNow } from '../-session-user';
import { startRead } from '@/client/lib/start-read';

export const Route = createFileRoute('/_app/procurement/currentProject')({
  staticData: { title: 'tender-supplier:title.openTenders' },
  loader: ({ context }) => startRead(context.queryClient, openTendersQueryOptions(userIdNow())),
  component: CurrentProjectRoute,
});

function CurrentProjectRoute() {
  const userId = useSnapshot(session).userInfo?.id ?? '';
  const navigate = useNavigate();
  return (
    <OpenTendersPage
      userId={userId}
      onSignup={(projectId) =>
        void navigate({ to: '/procurement/procurementContactsApply', search: { projectId } })
      }
      onOffer={(projectId) =>
        void navigate({ to: '/procurement/proOfferSupplierContent', search: { projectId } })
      }
    />
  );
}
