import { createFileRoute } from '@tanstack/react-router';
import { projectOptionsQueryOptions } from '@/client/features/projects/queries';
import { SignupAuditPage } from '@/client/features/signups';
import { firstSignupPageQueryOptions } from '@/client/features/signups/queries';
import { startRead } from '@/client/lib/start-read';
import { projectSearch } from './-project-search';

export const Route = createFileRoute('/_app/procurement/contactInfoAuditList')({
  staticData: { title: 'tender-buyer:titles.signups', step: 1 },
  validateSearch: (search: Record<string, unknown>) => ({
    ...projectSearch(search),
    ...(typeof search.auditStatus === 'string' && search.auditStatus
      ? { auditStatus: search.auditStatus }
      : {}),
  }),
  loaderDeps: ({ search: { projectId } }) => ({ projectId }),
  loader: ({ context, deps }) => {
    startRead(context.queryClient, firstSignupPageQueryOptions(deps.projectId ?? ''));
    startRead(context.queryClient, projectOptionsQueryOptions());
  },
  component: SignupAuditRoute,
});

function SignupAuditRoute() {
  const { projectId, auditStatus } = Route.useSearch();
  return (
    <SignupAuditPage
      key={`${projectId ?? ''}-${auditStatus ?? ''}`}
      projectId={projectId}
      auditStatus={auditStatus}
    />
  );
}
