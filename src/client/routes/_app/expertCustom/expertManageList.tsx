import { createFileRoute } from '@tanstack/react-router';
import { ExpertPage } from '@/client/features/admin-monitor/components/expert-page';

export const Route = createFileRoute('/_app/expertCustom/expertManageList')({
  staticData: { title: 'menu:expertManageList' },
  component: ExpertPage,
});
