import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { session } from '@/client/data/session';
import { ReceiptPage } from '@/client/features/evaluation-clarifications';
import { clarificationDetailQueryOptions } from '@/client/features/evaluation-clarifications/queries';
import { startRead } from '@/client/lib/start-read';
import { ROLES } from '@/shared/codes/roles';
import {
  EVALUATION_CLARIFICATION_FUNCTIONS as F,
  EVALUATION_CLARIFICATION_ROUTES as R,
} from '@/shared/contracts/evaluation-clarification-paths';
import { userIdNow } from '../-session-user';
import { clarificationIdSearch } from '../procurement/-evaluation-clarification-search';

/** The committee reads as the committee; anyone else granted the screen as the buyer side. */
const roleNow = (code: string | undefined) => (code === ROLES.FORMAL_EXPERT ? 'expert' : 'buyer');

export const Route = createFileRoute('/_app/clarification/bidClarificationReceiptDetail')({
  staticData: { title: 'evaluation-clarifications:titles.receipt', highlightMenuCode: F.buyer, isTab: false },
  validateSearch: clarificationIdSearch,
  loaderDeps: ({ search: { id } }) => ({ id }),
  loader: ({ context, deps }) => {
    const role = roleNow(session.userInfo?.currentRol.roleCode);
    if (deps.id) startRead(context.queryClient, clarificationDetailQueryOptions(role, userIdNow(), deps.id));
  },
  component: DetailRoute,
});

function DetailRoute() {
  const { id = '' } = Route.useSearch();
  const info = useSnapshot(session).userInfo;
  const navigate = useNavigate();
  const role = roleNow(session.userInfo?.currentRol.roleCode);
  return (
    <ReceiptPage
      key={id}
      reader={role}
      userId={info?.id ?? ''}
      id={id}
      onBack={() => void navigate({ to: R.detail, search: { id } })}
    />
  );
}
