import { createFileRoute } from '@tanstack/react-router';
import { ProjectManagerPage } from '@/client/features/project-workspace';

export const Route = createFileRoute('/_app/bidding/projectManager')({
  staticData: { title: 'project-workspace:titles.projectManager' },
  component: ProjectManagerPage,
});
