import { createFileRoute } from '@tanstack/react-router';
import { RepresentativesPage } from '@/client/features/admin-org/components/representatives-page';

export const Route = createFileRoute('/_app/systemManagement/procurementRepresentative')({
  staticData: { title: 'menu:procurementRepresentative' },
  component: RepresentativesPage,
});
