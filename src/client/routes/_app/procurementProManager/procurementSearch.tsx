import { createFileRoute } from '@tanstack/react-router';
import { SchemeListPage } from '@/client/features/schemes';

export const Route = createFileRoute('/_app/procurementProManager/procurementSearch')({
  staticData: { title: 'scheme:titles.search' },
  component: () => <SchemeListPage mode="search" />,
});
