import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { InvitationPage } from '@/client/features/invitations';
import { invitationProjectsOptions } from '@/client/features/invitations/queries';
import { startRead } from '@/client/lib/start-read';
import { INVITATION_ROUTES } from '@/shared/contracts/invitation-paths';
import { TENDER_METHOD } from '@/shared/codes/statuses';
import { projectSearch } from './-project-search';

// Spec 001 section 2.9: invitation (method 02: pick suppliers from the library; read receipts).
export const Route = createFileRoute('/_app/procurement/invitation')({
  staticData: { title: 'invitations:title', tenderMethod: TENDER_METHOD.INVITATION },
  validateSearch: projectSearch,
  loader: ({ context }) => startRead(context.queryClient, invitationProjectsOptions()),
  component: InvitationRoute,
});

function InvitationRoute() {
  const { projectId } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <InvitationPage
      projectId={projectId}
      onProject={(id) =>
        void navigate({ to: INVITATION_ROUTES.invitation, search: id ? { projectId: id } : {} })
      }
    />
  );
}
