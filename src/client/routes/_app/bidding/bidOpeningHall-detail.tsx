import { createFileRoute } from '@tanstack/react-router';
import { HallDetailPage } from '@/client/features/opening';
import { hallDetailQueryOptions } from '@/client/features/opening/queries';
import { hallDetailSearch } from '@/client/features/opening/search';
import { startRead } from '@/client/lib/start-read';
import { OPENING_HALL_FUNCTIONS } from '@/shared/contracts/opening-hall-paths';

// Not a menu entry: a project's hall opens from the hall's rows (?projectId=).
export const Route = createFileRoute('/_app/bidding/bidOpeningHall-detail')({
  staticData: { title: 'opening-hall:hall.title', highlightMenuCode: OPENING_HALL_FUNCTIONS.hall },
  validateSearch: hallDetailSearch,
  loaderDeps: ({ search }) => ({ projectId: search.projectId ?? '' }),
  loader: ({ context, deps }) => {
    if (deps.projectId) startRead(context.queryClient, hallDetailQueryOptions(deps.projectId));
  },
  component: HallDetailRoute,
});

function HallDetailRoute() {
  const { projectId } = Route.useSearch();
  return <HallDetailPage projectId={projectId ?? ''} />;
}
