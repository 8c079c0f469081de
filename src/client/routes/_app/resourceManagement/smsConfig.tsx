import { createFileRoute } from '@tanstack/react-router';
import { SmsConfigPage } from '@/client/features/admin-sms';

export const Route = createFileRoute('/_app/resourceManagement/smsConfig')({
  staticData: { title: 'menu:smsConfig' },
  component: SmsConfigPage,
});
