import { createFileRoute } from '@tanstack/react-router';
import { FeaturePage } from '@/client/features/admin-material/components/feature-page';

export const Route = createFileRoute('/_app/baseDataManagement/materialFeature')({
  staticData: { title: 'menu:materialFeature' },
  component: FeaturePage,
});
