import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { session } from '@/client/data/session';
import { openTenderQueryOptions } from '@/client/features/projects/queries';
import { SignupPage } from '@/client/features/signups';
import { mySignupsQueryOptions } from '@/client/features/signups/queries';
import { userIdNow } from '../-session-user';
import { startRead } from '@/client/lib/start-read';
import { TENDER_FUNCTIONS } from '@/shared/contracts/tender-paths';

interface ProjectSearch {
  projectId: string;
}

export const Route = createFileRoute('/_app/procurement/procurementContactsApply')({
  // Not a menu entry: the menu shows the screen it is reached from.
  staticData: { title: 'tender-supplier:title.signup', highlightMenuCode: TENDER_FUNCTIONS.openTenders },
  validateSearch: (search: Record<string, unknown>): ProjectSearch => ({
    projectId: typeof search.projectId === 'string' ? search.projectId : '',
  }),
  loaderDeps: ({ search: { projectId } }) => ({ projectId }),
  loader: ({ context, deps }) => {
    startRead(context.queryClient, openTenderQueryOptions(userIdNow(), deps.projectId));
    startRead(context.queryClient, mySignupsQueryOptions(userIdNow()));
  },
  component: SignupRoute,
});

function SignupRoute() {
  const { projectId } = Route.useSearch();
  const userId = useSnapshot(session).userInfo?.id ?? '';
  const navigate = useNavigate();
  // A new key per project: the form and its draft belong to one project.
  return (
    <SignupPage
      key={projectId}
      userId={userId}
      projectId={projectId}
      onOpenSyncCentre={() => void navigate({ to: '/syncCentre' })}
    />
  );
}
