import { createFileRoute } from '@tanstack/react-router';
import { ProjectListPage } from '@/client/features/projects';

export const Route = createFileRoute('/_app/procurement/procSourcingManage-list')({
  staticData: { title: 'tender-buyer:titles.projects' },
  component: ProjectListPage,
});
