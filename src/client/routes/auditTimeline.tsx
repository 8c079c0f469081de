import { createFileRoute } from '@tanstack/react-router';
import { TimelinePage } from '@/client/features/audit';
import { timelineQueryOptions } from '@/client/features/audit/queries';
import { auditTimelineSearch } from '@/client/features/audit/search';
import { startRead } from '@/client/lib/start-read';

// Public, outside the signed-in shell: anyone checks a published project's audit timeline.
export const Route = createFileRoute('/auditTimeline')({
  validateSearch: auditTimelineSearch,
  loaderDeps: ({ search }) => ({ projectId: search.projectId ?? '' }),
  loader: ({ context, deps }) => {
    if (deps.projectId) startRead(context.queryClient, timelineQueryOptions(deps.projectId));
  },
  component: AuditTimelineRoute,
});

function AuditTimelineRoute() {
  const { projectId } = Route.useSearch();
  return <TimelinePage projectId={projectId} />;
}
