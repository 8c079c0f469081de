import { createFileRoute } from '@tanstack/react-router';
import { PlanConfigPage } from '@/client/features/plan-config';

export const Route = createFileRoute('/_app/systemSettings/planConfig-list')({
  staticData: { title: 'plan-config:title' },
  component: PlanConfigPage,
});
