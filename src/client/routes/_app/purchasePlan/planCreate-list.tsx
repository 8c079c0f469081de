import { createFileRoute } from '@tanstack/react-router';
import { PackageListPage } from '@/client/features/plan-packages';

export const Route = createFileRoute('/_app/purchasePlan/planCreate-list')({
  staticData: { title: 'plan-package:titles.packages' },
  component: PackageListPage,
});
