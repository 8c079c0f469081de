import { Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { showServerError } from '@/client/lib/form-server-error';
import { DialogForm, FormDialog } from '@/client/ui/form-dialog';
import { notifySuccess } from '@/client/ui/toaster';
import type { RoleBrief } from '@/shared/contracts/org-depart-users';
import {
  type SubAccountRecord,
  type UpdateSubAccountRequest,
  updateSubAccountSchema,
} from '@/shared/contracts/org-supplier-users';
import { updateSubAccount } from '../api/sub-accounts';
import { SubAccountFields } from './sub-account-fields';

type Values = z.input<typeof updateSubAccountSchema>;
const resolver = zodResolver(updateSubAccountSchema);
const FIELDS = ['name', 'phone', 'email', 'roleIds', 'isAdmin'];

interface SubAccountEditDialogProps {
  account: SubAccountRecord | null;
  /** The supplier roles the administrator hands out. */
  roles: readonly RoleBrief[];
  onClose(): void;
  onSaved(): void;
}

export function SubAccountEditDialog({ account, roles, onClose, onSaved }: SubAccountEditDialogProps) {
  return (
    <FormDialog open={account !== null} onClose={onClose} data-testid="sub-account-form">
      {account ? <EditForm account={account} roles={roles} onClose={onClose} onSaved={onSaved} /> : null}
    </FormDialog>
  );
}

function EditForm({
  account,
  roles,
  onClose,
  onSaved,
}: SubAccountEditDialogProps & { account: SubAccountRecord }) {
  const { t } = useTranslation('admin-org-ui');
  const handed = new Set(roles.map((role) => role.id));
  const { register, control, handleSubmit, setError, formState } = useForm<
    Values,
    unknown,
    UpdateSubAccountRequest
  >({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      userId: account.id,
      name: account.name,
      phone: account.phone ?? '',
      email: account.email ?? '',
      // Roles outside the ones handed out stay as they are; the server leaves them alone.
      roleIds: account.roles.filter((role) => handed.has(role.id)).map((role) => role.id),
      isAdmin: account.isAdmin,
    },
  });
  const onSubmit = handleSubmit(async (payload) => {
    try {
      await updateSubAccount(payload);
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
      title={t('subAccounts.editTitle')}
      onSubmit={onSubmit}
      onClose={onClose}
      busy={formState.isSubmitting}
    >
      <Text>{t('users.editFor', { loginName: account.loginName, depart: account.departName })}</Text>
      <SubAccountFields register={register} control={control} errors={formState.errors} roles={roles} t={t} />
    </DialogForm>
  );
}
