import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { session } from '@/client/data/session';
import { SheetPage } from '@/client/features/evaluation';
import { driveQueryOptions, mySheetQueryOptions } from '@/client/features/evaluation/queries';
import { startRead } from '@/client/lib/start-read';
import { EVALUATION_STEP } from '@/shared/codes/evaluation';
import { EVALUATION_FUNCTIONS as F } from '@/shared/contracts/evaluation-paths';
import { userIdNow } from '../../-session-user';
import { projectSearch } from '../-project-search';

const STEP = EVALUATION_STEP.EMPLOYMENT;

// One sheet screen for every scored step; this one is the employment step's.
export const Route = createFileRoute('/_app/procurement/evaluationLobbyDrive/employmentAdd')({
  staticData: { title: 'evaluation:titles.drive', highlightMenuCode: F.expert },
  validateSearch: projectSearch,
  loaderDeps: ({ search: { projectId } }) => ({ projectId }),
  loader: ({ context, deps }) => {
    if (!deps.projectId) return;
    startRead(context.queryClient, driveQueryOptions(userIdNow(), deps.projectId));
    startRead(context.queryClient, mySheetQueryOptions(userIdNow(), deps.projectId, STEP));
  },
  component: RouteComponent,
});

function RouteComponent() {
  const { projectId = '' } = Route.useSearch();
  const userId = useSnapshot(session).userInfo?.id ?? '';
  const navigate = useNavigate();
  return (
    <SheetPage
      key={projectId}
      userId={userId}
      projectId={projectId}
      step={STEP}
      onOpenSyncCentre={() => void navigate({ to: '/syncCentre' })}
    />
  );
}
