import { createFileRoute } from '@tanstack/react-router';
import { ItemPage } from '@/client/features/admin-material/components/item-page';

export const Route = createFileRoute('/_app/baseDataManagement/materialItem')({
  staticData: { title: 'menu:materialItem' },
  component: ItemPage,
});
