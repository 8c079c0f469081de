import { createFileRoute } from '@tanstack/react-router';
import { InitiationPage } from '@/client/features/project-workspace';
import { initiationOptions } from '@/client/features/project-workspace/queries';
import { startRead } from '@/client/lib/start-read';

export const Route = createFileRoute('/_app/bidding/bidProjectStep')({
  staticData: { title: 'project-workspace:titles.initiation' },
  loader: ({ context }) => startRead(context.queryClient, initiationOptions()),
  component: InitiationPage,
});
