import { createFileRoute } from '@tanstack/react-router';
import { SmsConfigPage } from '@/client/features/admin-config-b/components/sms-config-page';

export const Route = createFileRoute('/_app/resourceManagement/smsConfig')({
  staticData: { title: 'menu:smsConfig' },
  component: SmsConfigPage,
});
