import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ExpertClarificationsPage } from '@/client/features/clarifications';
import { expertClarificationsQueryOptions } from '@/client/features/clarifications/queries';
import { startRead } from '@/client/lib/start-read';
import { CLARIFICATION_ROUTES as R } from '@/shared/contracts/clarification-paths';

export const Route = createFileRoute('/_app/procurement/procClarificationExpertList')({
  staticData: { title: 'clarifications:titles.expertList' },
  loader: ({ context }) => startRead(context.queryClient, expertClarificationsQueryOptions()),
  component: ExpertListRoute,
});

function ExpertListRoute() {
  const navigate = useNavigate();
  return (
    <ExpertClarificationsPage
      onDetail={(id) => void navigate({ to: R.expertDetail, search: { id } })}
      onReceipts={(id) => void navigate({ to: R.expertReceipts, search: { id } })}
    />
  );
}
