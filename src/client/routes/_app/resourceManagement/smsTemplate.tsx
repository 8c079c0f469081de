import { createFileRoute } from '@tanstack/react-router';
import { SmsTemplatePage } from '@/client/features/admin-sms';

export const Route = createFileRoute('/_app/resourceManagement/smsTemplate')({
  staticData: { title: 'menu:smsTemplate' },
  component: SmsTemplatePage,
});
