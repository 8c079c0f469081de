import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { session } from '@/client/data/session';
import { ReplyPage } from '@/client/features/evaluation-clarifications';
import { clarificationDetailQueryOptions } from '@/client/features/evaluation-clarifications/queries';
import { startRead } from '@/client/lib/start-read';
import {
  EVALUATION_CLARIFICATION_FUNCTIONS as F,
  EVALUATION_CLARIFICATION_ROUTES as R,
} from '@/shared/contracts/evaluation-clarification-paths';
import { userIdNow } from '../-session-user';
import { clarificationIdSearch } from './-evaluation-clarification-search';

export const Route = createFileRoute('/_app/procurement/procEvaluateClarifySupAdd')({
  // Not a menu entry: the menu shows the list it is reached from.
  staticData: { title: 'evaluation-clarifications:titles.reply', highlightMenuCode: F.supplier },
  validateSearch: clarificationIdSearch,
  loaderDeps: ({ search: { id } }) => ({ id }),
  loader: ({ context, deps }) => {
    if (deps.id)
      startRead(context.queryClient, clarificationDetailQueryOptions('supplier', userIdNow(), deps.id));
  },
  component: ReplyRoute,
});

function ReplyRoute() {
  const { id = '' } = Route.useSearch();
  const userId = useSnapshot(session).userInfo?.id ?? '';
  const navigate = useNavigate();
  return (
    <ReplyPage
      key={id}
      userId={userId}
      id={id}
      onBack={() => void navigate({ to: R.supplierList })}
      onOpenSyncCentre={() => void navigate({ to: '/syncCentre' })}
    />
  );
}
