import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { session } from '@/client/data/session';
import { TablePage } from '@/client/features/negotiation';
import { chartQueryOptions, projectsQueryOptions } from '@/client/features/negotiation/queries';
import { startRead } from '@/client/lib/start-read';
import { NEGOTIATION_ROUTES as R } from '@/shared/contracts/negotiation-paths';
import { userIdNow } from '../../-session-user';
import { projectSearch } from '../-project-search';

export const Route = createFileRoute('/_app/procurement/evaluationResults/manyTablePrice')({
  staticData: { title: 'negotiation:titles.table' },
  validateSearch: projectSearch,
  loaderDeps: ({ search: { projectId } }) => ({ projectId }),
  loader: ({ context, deps }) => {
    startRead(context.queryClient, projectsQueryOptions('buyer', userIdNow()));
    if (deps.projectId)
      startRead(context.queryClient, chartQueryOptions('buyer', userIdNow(), deps.projectId));
  },
  component: TableRoute,
});

function TableRoute() {
  const { projectId = '' } = Route.useSearch();
  const userId = useSnapshot(session).userInfo?.id ?? '';
  const navigate = useNavigate();
  return (
    <TablePage
      userId={userId}
      projectId={projectId}
      onPick={(id) => void navigate({ to: R.table, search: id ? { projectId: id } : {} })}
      onOpenReport={() => void navigate({ to: R.report, search: { projectId } })}
    />
  );
}
