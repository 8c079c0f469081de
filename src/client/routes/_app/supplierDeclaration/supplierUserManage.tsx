import { createFileRoute } from '@tanstack/react-router';
import { SupplierUsersPage } from '@/client/features/admin-org/components/supplier-users-page';

export const Route = createFileRoute('/_app/supplierDeclaration/supplierUserManage')({
  staticData: { title: 'menu:supplierUserManage' },
  component: SupplierUsersPage,
});
