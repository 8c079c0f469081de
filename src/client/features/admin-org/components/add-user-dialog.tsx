import { Input, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { notifySuccess } from '@/client/ui/toaster';
import type { DepartTreeNode } from '@/shared/contracts/org';
import {
  type AddDepartUserRequest,
  addDepartUserSchema,
  type RoleBrief,
} from '@/shared/contracts/org-depart-users';
import { addDepartUser } from '../api/add-depart-user';
import { showServerError } from '@/client/lib/form-server-error';
import { FormField } from '@/client/ui/form-field';
import { DialogForm, FormDialog } from '@/client/ui/form-dialog';
import { PasswordFields } from './password-fields';
import { RoleSelect } from './role-input';

type Values = z.input<typeof addDepartUserSchema>;
const resolver = zodResolver(addDepartUserSchema);
const FIELDS = ['departId', 'roleId', 'loginName', 'password', 'confirmPassword', 'name', 'phone', 'email'];

interface AddUserDialogProps {
  /** The organisation the new user joins. */
  depart: DepartTreeNode | null;
  roles: readonly RoleBrief[];
  onClose(): void;
  onSaved(): void;
}

/** A new account in the chosen organisation, with one role there and an initial password. */
export function AddUserDialog({ depart, roles, onClose, onSaved }: AddUserDialogProps) {
  return (
    <FormDialog open={depart !== null} onClose={onClose} data-testid="user-form">
      {depart ? <AddUserForm depart={depart} roles={roles} onClose={onClose} onSaved={onSaved} /> : null}
    </FormDialog>
  );
}

function AddUserForm({ depart, roles, onClose, onSaved }: AddUserDialogProps & { depart: DepartTreeNode }) {
  const { t } = useTranslation('admin-org-ui');
  const { register, handleSubmit, setError, formState } = useForm<Values, unknown, AddDepartUserRequest>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      departId: depart.id,
      roleId: '',
      loginName: '',
      password: '',
      confirmPassword: '',
      name: '',
      phone: '',
      email: '',
    },
  });
  const { errors } = formState;
  const onSubmit = handleSubmit(async (payload) => {
    try {
      await addDepartUser(payload);
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
      title={t('users.addTitle')}
      onSubmit={onSubmit}
      onClose={onClose}
      busy={formState.isSubmitting}
    >
      <Text data-testid="user-form-depart">{t('users.inDepart', { name: depart.name })}</Text>
      <FormField
        label={t('users.loginName')}
        error={errors.loginName?.message}
        helper={t('validation:loginName')}
        required
      >
        <Input {...register('loginName')} maxLength={20} autoComplete="off" />
      </FormField>
      <PasswordFields register={register} errors={errors} label={t('users.initialPassword')} />
      <FormField label={t('users.name')} error={errors.name?.message} required>
        <Input {...register('name')} maxLength={50} />
      </FormField>
      <FormField label={t('users.phone')} error={errors.phone?.message}>
        <Input {...register('phone')} type="tel" maxLength={11} />
      </FormField>
      <FormField label={t('users.email')} error={errors.email?.message}>
        <Input {...register('email')} type="email" maxLength={100} />
      </FormField>
      <FormField label={t('users.role')} error={errors.roleId?.message} required>
        <RoleSelect {...register('roleId')} roles={roles} placeholder={t('common.choose')} t={t} />
      </FormField>
    </DialogForm>
  );
}
