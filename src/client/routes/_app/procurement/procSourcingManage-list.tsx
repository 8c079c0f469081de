import { createFileRoute } from '@tanstack/react-router';
import { ProjectListPage } from '@/client/features/tender-buyer/components/project-list-page';

export const Route = createFileRoute('/_app/procurement/procSourcingManage-list')({
  staticData: { title: 'tender-buyer:titles.projects' },
  component: ProjectListPage,
});
