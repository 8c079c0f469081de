import { createFileRoute } from '@tanstack/react-router';
import { Suspense } from 'react';
import { SessionError } from '@/client/features/auth/components/session-error';
import { requireSession } from '@/client/features/auth/guard';
import { OpenedScreenPage } from '@/client/features/opened-screen';
import { openedScreenQueryOptions } from '@/client/features/opened-screen/queries';
import { openedScreenSearch } from '@/client/features/opened-screen/search';
import { startRead } from '@/client/lib/start-read';

// The opening screen suits a projector: signed in like the shell's pages, but without its bars.
export const Route = createFileRoute('/opened/openedScreen')({
  validateSearch: openedScreenSearch,
  beforeLoad: requireSession,
  loaderDeps: ({ search }) => ({ projectId: search.projectId ?? '' }),
  loader: ({ context, deps }) => {
    if (deps.projectId) startRead(context.queryClient, openedScreenQueryOptions(deps.projectId));
  },
  staticData: { title: 'opened-screen:title', isTab: false, menu: 0 },
  component: OpenedScreenRoute,
  errorComponent: SessionError,
});

function OpenedScreenRoute() {
  const { projectId } = Route.useSearch();
  return (
    <Suspense fallback={null}>
      <OpenedScreenPage projectId={projectId} />
    </Suspense>
  );
}
