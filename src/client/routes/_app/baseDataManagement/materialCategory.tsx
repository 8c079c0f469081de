import { createFileRoute } from '@tanstack/react-router';
import { CategoryPage } from '@/client/features/admin-material/components/category-page';

export const Route = createFileRoute('/_app/baseDataManagement/materialCategory')({
  staticData: { title: 'menu:materialCategory' },
  component: CategoryPage,
});
