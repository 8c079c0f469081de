import { Input } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/client/ui/toaster';
import {
  type AddRoleRequest,
  addRoleSchema,
  type RoleRecord,
  type UpdateRoleRequest,
  updateRoleSchema,
} from '@/shared/contracts/org-roles';
import { saveRole } from '../api/save-role';
import { showServerError } from '@/client/lib/form-server-error';
import { FormField } from '@/client/ui/form-field';
import { DialogForm, FormDialog } from '@/client/ui/form-dialog';

interface Values {
  id: string;
  code: string;
  name: string;
  menuType: string;
}
type Output = AddRoleRequest | UpdateRoleRequest;

const FIELDS = ['code', 'name', 'menuType'];
const addResolver = zodResolver(addRoleSchema) as unknown as Resolver<Values, unknown, Output>;
const updateResolver = zodResolver(updateRoleSchema) as unknown as Resolver<Values, unknown, Output>;

export interface RoleFormTarget {
  /** The role edited; absent when adding. */
  record?: RoleRecord;
}

interface RoleFormDialogProps {
  target: RoleFormTarget | null;
  menuType: string;
  onClose(): void;
  onSaved(): void;
}

export function RoleFormDialog({ target, menuType, onClose, onSaved }: RoleFormDialogProps) {
  return (
    <FormDialog open={target !== null} onClose={onClose} data-testid="role-form">
      {target ? <RoleForm target={target} menuType={menuType} onClose={onClose} onSaved={onSaved} /> : null}
    </FormDialog>
  );
}

function RoleForm({ target, menuType, onClose, onSaved }: RoleFormDialogProps & { target: RoleFormTarget }) {
  const { t } = useTranslation('admin-org-ui');
  const { record } = target;
  const { register, handleSubmit, setError, formState } = useForm<Values, unknown, Output>({
    resolver: record ? updateResolver : addResolver,
    mode: 'onTouched',
    defaultValues: { id: record?.id ?? '', code: record?.code ?? '', name: record?.name ?? '', menuType },
  });
  const { errors } = formState;
  const onSubmit = handleSubmit(async (payload) => {
    try {
      await saveRole(payload);
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
      title={record ? t('roles.editTitle') : t('roles.addTitle')}
      onSubmit={onSubmit}
      onClose={onClose}
      busy={formState.isSubmitting}
    >
      <FormField
        label={t('roles.code')}
        error={errors.code?.message}
        helper={record?.builtIn ? t('roles.builtInCode') : undefined}
        required
      >
        <Input {...register('code')} maxLength={50} readOnly={record?.builtIn} />
      </FormField>
      <FormField label={t('roles.name')} error={errors.name?.message} required>
        <Input {...register('name')} maxLength={50} />
      </FormField>
      <FormField label={t('roles.menuType')}>
        <Input value={t(`codes:menuType.${menuType}`)} readOnly disabled />
      </FormField>
    </DialogForm>
  );
}
