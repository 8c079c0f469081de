import { Button, Input, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PICTURE_CAPTCHA_KEY } from '@/client/lib/picture-captcha';
import { PictureCodeField } from '@/client/ui/picture-code-field';
import { FormField } from '@/client/ui/form-field';
import { showServerError } from '@/client/lib/form-server-error';
import { retrieveCheckSchema } from '@/shared/contracts/auth';
import { checkRetrieveAccount } from '../api/check-retrieve-account';

const FIELDS = ['account', 'pictureCode', 'captchaId'] as const;

/** Step 1: which account (login name or phone), proven by a picture code. */
export function AccountStep({ onDone }: { onDone(ticket: string): void }) {
  const { t } = useTranslation('register');
  const queryClient = useQueryClient();
  const { register, handleSubmit, setValue, resetField, setError, formState } = useForm({
    resolver: zodResolver(retrieveCheckSchema),
    mode: 'onTouched',
    defaultValues: { account: '', captchaId: '', pictureCode: '' },
  });
  const { errors } = formState;

  const onCaptchaChange = useCallback(
    (captchaId: string) => {
      setValue('captchaId', captchaId);
      resetField('pictureCode', { keepError: true });
    },
    [setValue, resetField],
  );

  const onSubmit = handleSubmit(async (request) => {
    try {
      const { ticket } = await checkRetrieveAccount(request);
      onDone(ticket);
    } catch (error) {
      showServerError(error, FIELDS, (field, message) =>
        setError(field === 'captchaId' ? 'pictureCode' : (field as (typeof FIELDS)[number]), {
          type: 'server',
          message,
        }),
      );
      // The server uses the picture code up on every check, right or wrong.
      void queryClient.refetchQueries({ queryKey: PICTURE_CAPTCHA_KEY });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="4">
        <FormField label={t('retrieve.account')} error={errors.account?.message} required>
          <Input {...register('account')} autoComplete="username" />
        </FormField>
        <PictureCodeField
          input={register('pictureCode')}
          error={errors.pictureCode?.message ?? errors.captchaId?.message}
          onCaptchaChange={onCaptchaChange}
        />
        <Button type="submit" colorPalette="brand" loading={formState.isSubmitting}>
          {t('retrieve.next')}
        </Button>
      </Stack>
    </form>
  );
}
