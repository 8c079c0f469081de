import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { session } from '@/client/data/session';
import { ParticipationPage } from '@/client/features/offers';
import { myOffersQueryOptions } from '@/client/features/offers/queries';
import { mySignupsQueryOptions } from '@/client/features/signups/queries';
import { userIdNow } from '../-session-user';
import { startRead } from '@/client/lib/start-read';

export const Route = createFileRoute('/_app/procurement/proceedProject')({
  staticData: { title: 'tender-supplier:title.participating' },
  loader: ({ context }) => {
    startRead(context.queryClient, mySignupsQueryOptions(userIdNow()));
    startRead(context.queryClient, myOffersQueryOptions(userIdNow()));
  },
  component: ProceedProjectRoute,
});

function ProceedProjectRoute() {
  const userId = useSnapshot(session).userInfo?.id ?? '';
  const navigate = useNavigate();
  return (
    <ParticipationPage
      userId={userId}
      onSignup={(projectId) =>
        void navigate({ to: '/procurement/procurementContactsApply', search: { projectId } })
      }
      onOffer={(projectId) =>
        void navigate({ to: '/procurement/proOfferSupplierContent', search: { projectId } })
      }
      onDocuments={(projectId) =>
        void navigate({ to: '/procurement/procurementTenderfeeVessel', search: { projectId } })
      }
    />
  );
}
