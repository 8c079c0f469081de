import { createFileRoute } from '@tanstack/react-router';
import { HallPage } from '@/client/features/opening';
import { hallListQueryOptions } from '@/client/features/opening/queries';
import { startRead } from '@/client/lib/start-read';

export const Route = createFileRoute('/_app/bidding/bidOpeningHall-list')({
  staticData: { title: 'opening-hall:hall.title' },
  loader: ({ context }) => startRead(context.queryClient, hallListQueryOptions()),
  component: HallPage,
});
