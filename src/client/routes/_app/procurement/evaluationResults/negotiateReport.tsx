import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { session } from '@/client/data/session';
import { ReportPage } from '@/client/features/negotiation';
import { projectsQueryOptions, reportQueryOptions } from '@/client/features/negotiation/queries';
import { startRead } from '@/client/lib/start-read';
import { NEGOTIATION_ROUTES as R } from '@/shared/contracts/negotiation-paths';
import { userIdNow } from '../../-session-user';
import { projectSearch } from '../-project-search';

export const Route = createFileRoute('/_app/procurement/evaluationResults/negotiateReport')({
  staticData: { title: 'negotiation:titles.report' },
  validateSearch: projectSearch,
  loaderDeps: ({ search: { projectId } }) => ({ projectId }),
  loader: ({ context, deps }) => {
    startRead(context.queryClient, projectsQueryOptions('buyer', userIdNow()));
    if (deps.projectId)
      startRead(context.queryClient, reportQueryOptions('buyer', userIdNow(), deps.projectId));
  },
  component: ReportRoute,
});

function ReportRoute() {
  const { projectId = '' } = Route.useSearch();
  const userId = useSnapshot(session).userInfo?.id ?? '';
  const navigate = useNavigate();
  return (
    <ReportPage
      reader="buyer"
      userId={userId}
      projectId={projectId}
      onPick={(id) => void navigate({ to: R.report, search: id ? { projectId: id } : {} })}
      onOpenTable={() => void navigate({ to: R.table, search: { projectId } })}
    />
  );
}
