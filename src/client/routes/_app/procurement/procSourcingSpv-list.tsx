import { createFileRoute } from '@tanstack/react-router';
import { SupervisionPage } from '@/client/features/project-workspace';

export const Route = createFileRoute('/_app/procurement/procSourcingSpv-list')({
  staticData: { title: 'project-workspace:titles.supervision' },
  component: SupervisionPage,
});
