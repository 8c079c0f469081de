import { Button, Input, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/client/ui/form-field';
import { showServerError } from '@/client/lib/form-server-error';
import { retrieveSetPasswordSchema } from '@/shared/contracts/auth';
import { setRetrievedPassword } from '../api/set-retrieved-password';

const FIELDS = ['password', 'confirmPassword'] as const;

/** Step 3: the new password, twice, under the shared password rules. */
export function PasswordStep({ ticket, onDone }: { ticket: string; onDone(): void }) {
  const { t } = useTranslation('register');
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(retrieveSetPasswordSchema),
    mode: 'onTouched',
    defaultValues: { ticket, password: '', confirmPassword: '' },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit(async (request) => {
    try {
      await setRetrievedPassword(request);
      onDone();
    } catch (error) {
      showServerError(error, FIELDS, (field, message) =>
        setError(field as (typeof FIELDS)[number], { type: 'server', message }),
      );
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="4">
        <FormField label={t('retrieve.newPassword')} error={errors.password?.message} required>
          <Input {...register('password')} type="password" maxLength={16} autoComplete="new-password" />
        </FormField>
        <FormField label={t('retrieve.confirmPassword')} error={errors.confirmPassword?.message} required>
          <Input
            {...register('confirmPassword')}
            type="password"
            maxLength={16}
            autoComplete="new-password"
          />
        </FormField>
        <Button type="submit" colorPalette="brand" loading={formState.isSubmitting}>
          {t('retrieve.submit')}
        </Button>
      </Stack>
    </form>
  );
}
