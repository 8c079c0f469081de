import { Input, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { showServerError } from '@/client/lib/form-server-error';
import { DialogForm, FormDialog } from '@/client/ui/form-dialog';
import { FormField } from '@/client/ui/form-field';
import { notifySuccess } from '@/client/ui/toaster';
import {
  type AddSubAccountRequest,
  addSubAccountSchema,
  type SubAccountContext,
} from '@/shared/contracts/org-supplier-users';
import { addSubAccount } from '../api/sub-accounts';
import { PasswordFields } from './password-fields';
import { SubAccountFields } from './sub-account-fields';

type Values = z.input<typeof addSubAccountSchema>;
const resolver = zodResolver(addSubAccountSchema);
const FIELDS = ['loginName', 'password', 'confirmPassword', 'name', 'phone', 'email', 'roleIds', 'isAdmin'];

interface SubAccountAddDialogProps {
  /** The administrator's organisation and the roles it hands out; null while closed. */
  context: SubAccountContext | null;
  onClose(): void;
  onSaved(): void;
}

/** A new account of the organisation with its initial password; it signs in with the supplier login. */
export function SubAccountAddDialog({ context, onClose, onSaved }: SubAccountAddDialogProps) {
  return (
    <FormDialog open={context !== null} onClose={onClose} data-testid="sub-account-form">
      {context ? <AddForm context={context} onClose={onClose} onSaved={onSaved} /> : null}
    </FormDialog>
  );
}

function AddForm({ context, onClose, onSaved }: SubAccountAddDialogProps & { context: SubAccountContext }) {
  const { t } = useTranslation('admin-org-ui');
  const { register, control, handleSubmit, setError, formState } = useForm<
    Values,
    unknown,
    AddSubAccountRequest
  >({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      loginName: '',
      password: '',
      confirmPassword: '',
      name: '',
      phone: '',
      email: '',
      // One role to hand out is the usual case: chosen already.
      roleIds: context.roles.length === 1 ? [context.roles[0]?.id ?? ''] : [],
      isAdmin: false,
    },
  });
  const { errors } = formState;
  const onSubmit = handleSubmit(async (payload) => {
    try {
      await addSubAccount(payload);
    } catch (error) {
      showServerError(error, FIELDS, (field, message) =>
        setError(field as keyof Values, { type: 'server', message }),
      );
      return;
    }
    notifySuccess(t('common.done'));
    onSaved();
  });
  return (
    <DialogForm
      title={t('subAccounts.addTitle')}
      onSubmit={onSubmit}
      onClose={onClose}
      busy={formState.isSubmitting}
    >
      <Text>{t('subAccounts.inDepart', { name: context.departName })}</Text>
      <FormField
        label={t('users.loginName')}
        error={errors.loginName?.message}
        helper={t('validation:loginName')}
        required
      >
        <Input {...register('loginName')} maxLength={20} autoComplete="off" />
      </FormField>
      <PasswordFields register={register} errors={errors} label={t('users.initialPassword')} />
      <SubAccountFields register={register} control={control} errors={errors} roles={context.roles} t={t} />
    </DialogForm>
  );
}
