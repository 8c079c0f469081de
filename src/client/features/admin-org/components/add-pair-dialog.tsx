import { Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { notifySuccess } from '@/client/ui/toaster';
import { type RolePairRequest, rolePairSchema, type UserAccountRecord } from '@/shared/contracts/org-users';
import { pickerDepartTreeQueryOptions } from '../api/find-depart-tree';
import { pickerRolesQueryOptions } from '../api/find-role-list';
import { setRole } from '../api/set-role';
import { showServerError } from '@/client/lib/form-server-error';
import { DepartSelect } from './depart-select';
import { FormField } from '@/client/ui/form-field';
import { DialogForm, FormDialog } from '@/client/ui/form-dialog';
import { RoleSelect } from './role-input';

type Values = z.input<typeof rolePairSchema>;
const resolver = zodResolver(rolePairSchema);
const FIELDS = ['departId', 'roleId'];

interface AddPairDialogProps {
  user: UserAccountRecord | null;
  onClose(): void;
  onSaved(): void;
}

/** Gives a user a role in an organisation (one more organisation-role pair). */
export function AddPairDialog({ user, onClose, onSaved }: AddPairDialogProps) {
  return (
    <FormDialog open={user !== null} onClose={onClose} data-testid="pair-form">
      {user ? <AddPairForm user={user} onClose={onClose} onSaved={onSaved} /> : null}
    </FormDialog>
  );
}

function AddPairForm({ user, onClose, onSaved }: AddPairDialogProps & { user: UserAccountRecord }) {
  const { t } = useTranslation('admin-org-ui');
  const departs = useQuery(pickerDepartTreeQueryOptions());
  const roles = useQuery(pickerRolesQueryOptions());
  const { register, handleSubmit, setError, formState } = useForm<Values, unknown, RolePairRequest>({
    resolver,
    mode: 'onTouched',
    defaultValues: { userId: user.id, departId: '', roleId: '' },
  });
  const { errors } = formState;
  const onSubmit = handleSubmit(async (payload) => {
    try {
      await setRole(payload);
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
      title={t('userInfo.addPairTitle')}
      onSubmit={onSubmit}
      onClose={onClose}
      busy={formState.isSubmitting}
    >
      <Text>{t('userInfo.addPairFor', { name: user.name, loginName: user.loginName })}</Text>
      <FormField label={t('users.depart')} error={errors.departId?.message} required>
        <DepartSelect {...register('departId')} nodes={departs.data ?? []} placeholder={t('common.choose')} />
      </FormField>
      <FormField label={t('users.role')} error={errors.roleId?.message} required>
        <RoleSelect {...register('roleId')} roles={roles.data ?? []} placeholder={t('common.choose')} t={t} />
      </FormField>
    </DialogForm>
  );
}
