import { Alert, Badge, Button, Checkbox, chakra, HStack, Input, NativeSelect, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  type SaveSmsConfigRequest,
  SMS_PROVIDERS,
  type SmsConfigRecord,
  saveSmsConfigSchema,
} from '@/shared/contracts/admin-config-sms';
import { smsConfigQueryOptions } from '../api/get-sms-config';
import { ADMIN_SMS_KEYS } from '../api/keys';
import { saveSmsConfigMutationOptions } from '../api/save-sms-config';
import { useSaveFlow } from '@/client/features/admin-common';
import { type SmsConfigOutput, smsConfigFormValues, smsConfigRequest } from '../lib/sms-config';
import { FORM_ACTION_SIZE, FormActionBar } from '@/client/ui/form-action-bar';
import { FormField } from '@/client/ui/form-field';

const FIELDS = ['provider', 'gatewayUrl', 'gatewayToken'] as const;

/** Provider, gateway address and token of outgoing SMS; the environment may override all of it. */
export function SmsConfigForm() {
  const config = useQuery(smsConfigQueryOptions());
  if (config.isPending) return null;
  // Remount with the stored values once they are known (and after each save).
  return <SmsConfigFields key={config.data?.updatedAt ?? 'none'} record={config.data} />;
}

function SmsConfigFields({ record }: { record: SmsConfigRecord | undefined }) {
  const { t } = useTranslation('admin-config-b-ui');
  const [clearToken, setClearToken] = useState(false);
  const form = useForm<SaveSmsConfigRequest, unknown, SmsConfigOutput>({
    resolver: zodResolver(saveSmsConfigSchema),
    defaultValues: smsConfigFormValues(record),
  });
  const { errors } = form.formState;
  const save = useSaveFlow({
    mutation: saveSmsConfigMutationOptions(),
    invalidate: ADMIN_SMS_KEYS.smsConfig,
    fields: FIELDS,
    setFieldError: (field, message) => form.setError(field as (typeof FIELDS)[number], { message }),
  });
  const submit = form.handleSubmit((values) => save.submit(smsConfigRequest(values, clearToken)));

  return (
    <chakra.form
      display="flex"
      flexDirection="column"
      gap="4"
      maxW="2xl"
      onSubmit={submit}
      noValidate
      data-testid="sms-config-form"
    >
      {record?.envOverride ? (
        <Alert.Root status="warning" data-testid="sms-env-override">
          <Alert.Indicator />
          <Alert.Description>{t('sms.envOverride')}</Alert.Description>
        </Alert.Root>
      ) : null}
      <HStack gap="2">
        <Text fontSize="sm">{t('sms.effective')}</Text>
        <Badge
          colorPalette={record?.effectiveProvider === 'log' ? 'gray' : 'green'}
          data-testid="sms-effective"
        >
          {t(`sms.providers.${record?.effectiveProvider ?? 'log'}`)}
        </Badge>
      </HStack>
      <FormField label={t('sms.provider')} error={errors.provider?.message} required>
        <NativeSelect.Root>
          <NativeSelect.Field {...form.register('provider')}>
            {SMS_PROVIDERS.map((provider) => (
              <option key={provider} value={provider}>
                {t(`sms.providers.${provider}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField label={t('sms.gatewayUrl')} error={errors.gatewayUrl?.message}>
        <Input {...form.register('gatewayUrl')} placeholder="https://" />
      </FormField>
      <FormField
        label={t('sms.gatewayToken')}
        error={errors.gatewayToken?.message}
        helper={record?.hasToken ? t('sms.tokenStored') : t('sms.tokenNone')}
      >
        <Input
          {...form.register('gatewayToken')}
          type="password"
          autoComplete="new-password"
          placeholder={t('sms.tokenPlaceholder')}
        />
      </FormField>
      {record?.hasToken ? (
        <Checkbox.Root checked={clearToken} onCheckedChange={(d) => setClearToken(d.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('sms.clearToken')}</Checkbox.Label>
        </Checkbox.Root>
      ) : null}
      <FormActionBar>
        <Button
          type="submit"
          colorPalette="brand"
          size={FORM_ACTION_SIZE}
          loading={save.busy}
          data-testid="sms-config-save"
        >
          {t('actions.save')}
        </Button>
      </FormActionBar>
    </chakra.form>
  );
}
