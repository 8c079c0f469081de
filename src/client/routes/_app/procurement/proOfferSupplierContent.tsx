import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { session } from '@/client/data/session';
import { OfferPage } from '@/client/features/offers';
import { myOffersQueryOptions } from '@/client/features/offers/queries';
import { openTenderQueryOptions } from '@/client/features/projects/queries';
import { mySignupsQueryOptions } from '@/client/features/signups/queries';
import { userIdNow } from '../-session-user';
import { startRead } from '@/client/lib/start-read';
import { TENDER_FUNCTIONS } from '@/shared/contracts/tender-paths';

interface ProjectSearch {
  projectId: string;
}

export const Route = createFileRoute('/_app/procurement/proOfferSupplierContent')({
  // Not a menu entry: the menu shows the screen it is reached from.
  staticData: { title: 'tender-supplier:title.offer', highlightMenuCode: TENDER_FUNCTIONS.participating },
  validateSearch: (search: Record<string, unknown>): ProjectSearch => ({
    projectId: typeof search.projectId === 'string' ? search.projectId : '',
  }),
  loaderDeps: ({ search: { projectId } }) => ({ projectId }),
  loader: ({ context, deps }) => {
    startRead(context.queryClient, openTenderQueryOptions(userIdNow(), deps.projectId));
    startRead(context.queryClient, mySignupsQueryOptions(userIdNow()));
    startRead(context.queryClient, myOffersQueryOptions(userIdNow()));
  },
  component: OfferRoute,
});

function OfferRoute() {
  const { projectId } = Route.useSearch();
  const info = useSnapshot(session).userInfo;
  const navigate = useNavigate();
  return (
    <OfferPage
      key={projectId}
      userId={info?.id ?? ''}
      departId={info?.departId ?? ''}
      projectId={projectId}
      onOpenSyncCentre={() => void navigate({ to: '/syncCentre' })}
    />
  );
}
