import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { session } from '@/client/data/session';
import { ClarificationDetailPage } from '@/client/features/evaluation-clarifications';
import { clarificationDetailQueryOptions } from '@/client/features/evaluation-clarifications/queries';
import { startRead } from '@/client/lib/start-read';
import {
  EVALUATION_CLARIFICATION_FUNCTIONS as F,
  EVALUATION_CLARIFICATION_ROUTES as R,
} from '@/shared/contracts/evaluation-clarification-paths';
import { userIdNow } from '../-session-user';
import { clarificationIdSearch } from './-evaluation-clarification-search';

export const Route = createFileRoute('/_app/procurement/procEvaluateClarifySupDetail')({
  staticData: { title: 'evaluation-clarifications:titles.supplierDetail', highlightMenuCode: F.supplier },
  validateSearch: clarificationIdSearch,
  loaderDeps: ({ search: { id } }) => ({ id }),
  loader: ({ context, deps }) => {
    const role = 'supplier' as const;
    if (deps.id) startRead(context.queryClient, clarificationDetailQueryOptions(role, userIdNow(), deps.id));
  },
  component: DetailRoute,
});

function DetailRoute() {
  const { id = '' } = Route.useSearch();
  const info = useSnapshot(session).userInfo;
  const navigate = useNavigate();
  const role = 'supplier' as const;
  return (
    <ClarificationDetailPage
      key={id}
      reader={role}
      userId={info?.id ?? ''}
      id={id}
      onBack={() => void navigate({ to: R.supplierList })}
      onReply={() => void navigate({ to: R.supplierReply, search: { id } })}
    />
  );
}
