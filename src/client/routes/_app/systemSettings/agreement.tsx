import { createFileRoute } from '@tanstack/react-router';
import { AgreementPage } from '@/client/features/admin-settings';

export const Route = createFileRoute('/_app/systemSettings/agreement')({
  staticData: { title: 'menu:agreement' },
  component: AgreementPage,
});
