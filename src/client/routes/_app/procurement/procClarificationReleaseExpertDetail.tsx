import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ClarificationDetailPage } from '@/client/features/clarifications';
import { clarificationDetailQueryOptions } from '@/client/features/clarifications/queries';
import { startRead } from '@/client/lib/start-read';
import { CLARIFICATION_FUNCTIONS, CLARIFICATION_ROUTES as R } from '@/shared/contracts/clarification-paths';
import { clarificationSearch } from './-clarification-search';

// The committee's read-only view, opened from the expert's clarification list.
export const Route = createFileRoute('/_app/procurement/procClarificationReleaseExpertDetail')({
  staticData: {
    title: 'clarifications:titles.expertDetail',
    highlightMenuCode: CLARIFICATION_FUNCTIONS.expert,
  },
  validateSearch: clarificationSearch,
  loaderDeps: ({ search: { id } }) => ({ id }),
  loader: ({ context, deps }) => {
    if (deps.id) startRead(context.queryClient, clarificationDetailQueryOptions('expert', deps.id));
  },
  component: ExpertDetailRoute,
});

function ExpertDetailRoute() {
  const { id } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <ClarificationDetailPage
      reader="expert"
      id={id ?? ''}
      onReceipts={(cid) => void navigate({ to: R.expertReceipts, search: { id: cid } })}
      onBack={() => void navigate({ to: R.expertList })}
    />
  );
}
