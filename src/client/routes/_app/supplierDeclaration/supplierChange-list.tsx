import { createFileRoute } from '@tanstack/react-router';
import { ChangeListScreen } from '../-profile-change-screens';

// Spec 2.2: the supplier profile's change records; the detail screen shows one save.
export const Route = createFileRoute('/_app/supplierDeclaration/supplierChange-list')({
  staticData: { title: 'profile-changes:title.supplierChange' },
  component: SupplierChangeListRoute,
});

function SupplierChangeListRoute() {
  return <ChangeListScreen kind="supplier" detailPath="/supplierDeclaration/supplierChange-detail" />;
}
