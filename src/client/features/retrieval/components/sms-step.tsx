import { Alert, Button, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SmsCodeField } from '@/client/ui/sms-code-field';
import { useCountdown } from '@/client/lib/use-countdown';
import { showServerError } from '@/client/lib/form-server-error';
import { retrieveCodeCheckSchema } from '@/shared/contracts/auth';
import { checkRetrieveCode } from '../api/check-retrieve-code';
import { sendRetrieveCode } from '../api/send-retrieve-code';

/**
 * Step 2: a code sent to the account's phone. Whether the account exists is never revealed, so the
 * notice after sending is the same either way.
 */
export function SmsStep({ ticket, onDone }: { ticket: string; onDone(ticket: string): void }) {
  const { t } = useTranslation('register');
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const { register, handleSubmit, setError, setFocus, formState } = useForm({
    resolver: zodResolver(retrieveCodeCheckSchema),
    mode: 'onTouched',
    defaultValues: { ticket, smsCode: '' },
  });
  const { errors } = formState;
  const onFieldError = (_field: string, message: string) => setError('smsCode', { type: 'server', message });

  const send = async () => {
    setSending(true);
    try {
      const { retryAfter } = await sendRetrieveCode(ticket);
      countdown.start(retryAfter);
      setSent(true);
      setFocus('smsCode');
    } catch (error) {
      showServerError(error, ['smsCode'], onFieldError);
    } finally {
      setSending(false);
    }
  };

  const onSubmit = handleSubmit(async (request) => {
    try {
      const next = await checkRetrieveCode(request);
      onDone(next.ticket);
    } catch (error) {
      showServerError(error, ['smsCode'], onFieldError);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="4">
        {sent ? (
          <Alert.Root status="info" data-testid="retrieve-code-sent">
            <Alert.Indicator />
            <Alert.Description>{t('retrieve.codeSentNeutral')}</Alert.Description>
          </Alert.Root>
        ) : null}
        <SmsCodeField
          input={register('smsCode')}
          error={errors.smsCode?.message}
          sending={sending}
          remaining={countdown.remaining}
          onSend={() => void send()}
        />
        <Button type="submit" colorPalette="brand" loading={formState.isSubmitting}>
          {t('retrieve.next')}
        </Button>
      </Stack>
    </form>
  );
}
