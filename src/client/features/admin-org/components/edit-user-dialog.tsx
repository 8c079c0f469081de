import { Input, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { notifySuccess } from '@/client/ui/toaster';
import {
  type DepartUserRecord,
  type RoleBrief,
  type UpdateDepartUserRequest,
  updateDepartUserSchema,
} from '@/shared/contracts/org-depart-users';
import { updateDepartUser } from '../api/update-depart-user';
import { showServerError } from '@/client/lib/form-server-error';
import { FormField } from '@/client/ui/form-field';
import { DialogForm, FormDialog } from '@/client/ui/form-dialog';
import { RoleChecklist } from './role-input';

type Values = z.input<typeof updateDepartUserSchema>;
const resolver = zodResolver(updateDepartUserSchema);
const FIELDS = ['name', 'phone', 'email', 'roleIds'];

interface EditUserDialogProps {
  user: DepartUserRecord | null;
  roles: readonly RoleBrief[];
  onClose(): void;
  onSaved(): void;
}

/** The profile of a user and the roles held in the row's organisation. */
export function EditUserDialog({ user, roles, onClose, onSaved }: EditUserDialogProps) {
  return (
    <FormDialog open={user !== null} onClose={onClose} data-testid="user-form">
      {user ? <EditUserForm user={user} roles={roles} onClose={onClose} onSaved={onSaved} /> : null}
    </FormDialog>
  );
}

function EditUserForm({ user, roles, onClose, onSaved }: EditUserDialogProps & { user: DepartUserRecord }) {
  const { t } = useTranslation('admin-org-ui');
  const { register, control, handleSubmit, setError, formState } = useForm<
    Values,
    unknown,
    UpdateDepartUserRequest
  >({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      userId: user.id,
      departId: user.departId,
      name: user.name,
      phone: user.phone ?? '',
      email: user.email ?? '',
      roleIds: user.roles.map((role) => role.id),
    },
  });
  const { errors } = formState;
  // Roles held here that the editor may not assign still show, so they are not dropped by accident.
  const choices = useMemo(
    () => [...roles, ...user.roles.filter((held) => !roles.some((role) => role.id === held.id))],
    [roles, user.roles],
  );
  const onSubmit = handleSubmit(async (payload) => {
    try {
      await updateDepartUser(payload);
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
      title={t('users.editTitle')}
      onSubmit={onSubmit}
      onClose={onClose}
      busy={formState.isSubmitting}
    >
      <Text>{t('users.editFor', { loginName: user.loginName, depart: user.departName })}</Text>
      <FormField label={t('users.name')} error={errors.name?.message} required>
        <Input {...register('name')} maxLength={50} />
      </FormField>
      <FormField label={t('users.phone')} error={errors.phone?.message}>
        <Input {...register('phone')} type="tel" maxLength={11} />
      </FormField>
      <FormField label={t('users.email')} error={errors.email?.message}>
        <Input {...register('email')} type="email" maxLength={100} />
      </FormField>
      <FormField label={t('users.roles')} error={errors.roleIds?.message} required>
        <Controller
          control={control}
          name="roleIds"
          render={({ field }) => (
            <RoleChecklist roles={choices} value={field.value ?? []} onChange={field.onChange} t={t} />
          )}
        />
      </FormField>
    </DialogForm>
  );
}
