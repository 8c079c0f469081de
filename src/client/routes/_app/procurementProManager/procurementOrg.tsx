import { createFileRoute } from '@tanstack/react-router';
import { SchemeListPage } from '@/client/features/schemes';

export const Route = createFileRoute('/_app/procurementProManager/procurementOrg')({
  staticData: { title: 'scheme:titles.list' },
  component: () => <SchemeListPage mode="compile" />,
});
