import { createFileRoute } from '@tanstack/react-router';
import { ProjectListPage } from '@/client/features/projects';
import { firstProjectPageQueryOptions } from '@/client/features/projects/queries';
import { startRead } from '@/client/lib/start-read';

export const Route = createFileRoute('/_app/procurement/procSourcingManage-list')({
  staticData: { title: 'tender-buyer:titles.projects' },
  loader: ({ context }) => startRead(context.queryClient, firstProjectPageQueryOptions()),
  component: ProjectListPage,
});
