import { createFileRoute } from '@tanstack/react-router';
import { ProcurementUnitsPage } from '@/client/features/admin-org/components/procurement-units-page';

export const Route = createFileRoute('/_app/systemManagement/procurementUnit')({
  staticData: { title: 'menu:procurementUnit' },
  component: ProcurementUnitsPage,
});
