import { Input } from '@chakra-ui/react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/client/ui/form-field';

interface PasswordPair {
  password: string;
  confirmPassword: string;
}

interface PasswordFieldsProps<V extends PasswordPair> {
  register: UseFormRegister<V>;
  errors: FieldErrors<V>;
  /** Label of the first entry. */
  label: string;
}

/** A new password twice, under the shared password rule (shown as the hint). */
export function PasswordFields<V extends PasswordPair>({ register, errors, label }: PasswordFieldsProps<V>) {
  const { t } = useTranslation(['admin-org-ui', 'validation']);
  // The pair's field names are the same in every form that uses them.
  const reg = register as unknown as UseFormRegister<PasswordPair>;
  const errs = errors as FieldErrors<PasswordPair>;
  return (
    <>
      <FormField label={label} error={errs.password?.message} helper={t('validation:password')} required>
        <Input {...reg('password')} type="password" maxLength={16} autoComplete="new-password" />
      </FormField>
      <FormField label={t('password.confirm')} error={errs.confirmPassword?.message} required>
        <Input {...reg('confirmPassword')} type="password" maxLength={16} autoComplete="new-password" />
      </FormField>
    </>
  );
}
