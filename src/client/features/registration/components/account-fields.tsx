import { Input } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { RegisterFormApi } from '../lib/register-resolver';
import { FormField } from '@/client/ui/form-field';

/** The sign-in account and the contact person. */
export function AccountFields({ form }: { form: RegisterFormApi }) {
  const { t } = useTranslation('register');
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <>
      <FormField
        label={t('form.loginName')}
        error={errors.loginName?.message}
        helper={t('form.loginNameHint')}
        required
      >
        <Input {...register('loginName')} maxLength={20} autoComplete="username" />
      </FormField>
      <FormField label={t('form.password')} error={errors.password?.message} required>
        <Input {...register('password')} type="password" maxLength={16} autoComplete="new-password" />
      </FormField>
      <FormField label={t('form.confirmPassword')} error={errors.confirmPassword?.message} required>
        <Input {...register('confirmPassword')} type="password" maxLength={16} autoComplete="new-password" />
      </FormField>
      <FormField label={t('form.contactName')} error={errors.contactName?.message} required>
        <Input {...register('contactName')} autoComplete="name" />
      </FormField>
      <FormField label={t('form.contactPhone')} error={errors.contactPhone?.message} required>
        <Input {...register('contactPhone')} type="tel" autoComplete="tel" />
      </FormField>
    </>
  );
}
