import { Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SmsConfigForm } from './sms-config-form';
import { SmsLogTable } from './sms-log-table';

/** /resourceManagement/smsConfig: how SMS are sent, and what was sent. */
export function SmsConfigPage() {
  const { t } = useTranslation('admin-config-b-ui');
  return (
    <Stack gap="8" data-testid="sms-config-page">
      <Stack gap="4">
        <Heading size="lg">{t('sms.title')}</Heading>
        <SmsConfigForm />
      </Stack>
      <Stack gap="4">
        <Heading size="md">{t('smsLog.title')}</Heading>
        <SmsLogTable />
      </Stack>
    </Stack>
  );
}
