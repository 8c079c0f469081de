import { Button, HStack, Input } from '@chakra-ui/react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/client/ui/form-field';

interface SmsCodeFieldProps {
  input: UseFormRegisterReturn;
  error?: string | undefined;
  /** A send is under way. */
  sending: boolean;
  /** Seconds until another code may be asked for; 0 when it may be now. */
  remaining: number;
  onSend(): void;
}

/** The 6-digit code sent by SMS, with the button that sends it (and counts down before a resend). */
export function SmsCodeField({ input, error, sending, remaining, onSend }: SmsCodeFieldProps) {
  const { t } = useTranslation('ui');
  const waiting = remaining > 0;
  return (
    <FormField label={t('smsCode.label')} error={error} required>
      <HStack width="full" gap="2">
        <Input {...input} inputMode="numeric" maxLength={6} autoComplete="one-time-code" flex="1" />
        <Button
          variant="outline"
          colorPalette="brand"
          minW="120px"
          loading={sending}
          disabled={waiting}
          onClick={onSend}
          data-testid="send-sms-code"
        >
          {waiting ? t('smsCode.resendIn', { seconds: remaining }) : t('smsCode.send')}
        </Button>
      </HStack>
    </FormField>
  );
}
