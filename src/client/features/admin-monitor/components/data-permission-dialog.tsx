import { Input, NativeSelect } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { notifySuccess } from '@/client/ui/toaster';
import {
  DATA_SCOPE,
  type DataPermissionRecord,
  dataPermissionSaveSchema,
} from '@/shared/contracts/admin-monitor-settings';
import { editDataPermission } from '../api/edit-data-permission';
import { rolesQueryOptions } from '../api/list-roles';
import { saveDataPermission } from '../api/save-data-permission';
import { showServerError } from '@/client/lib/form-server-error';
import { DialogForm, FormDialog } from '@/client/ui/form-dialog';
import { FormField } from '@/client/ui/form-field';

export type DataPermissionEditing = { kind: 'create' } | { kind: 'edit'; record: DataPermissionRecord };

interface DataPermissionDialogProps {
  editing: DataPermissionEditing | null;
  onClose(): void;
  onSaved(): void;
}

// One form for both: an edit keeps its role (shown, not changeable) and sends only the scope.
const formSchema = dataPermissionSaveSchema.extend({ id: z.string().optional() });
type Values = z.input<typeof formSchema>;
type Output = z.output<typeof formSchema>;

const roleLabel = (record: DataPermissionRecord) =>
  record.roleName ? `${record.roleName} (${record.roleCode ?? ''})` : (record.roleCode ?? record.roleId);

/** Add a role's data scope, or change it. */
export function DataPermissionDialog({ editing, onClose, onSaved }: DataPermissionDialogProps) {
  return (
    <FormDialog open={editing !== null} onClose={onClose} data-testid="data-permission-dialog">
      {editing ? <DataPermissionForm editing={editing} onClose={onClose} onSaved={onSaved} /> : null}
    </FormDialog>
  );
}

function DataPermissionForm({
  editing,
  onClose,
  onSaved,
}: DataPermissionDialogProps & { editing: DataPermissionEditing }) {
  const { t } = useTranslation('admin-monitor-ui');
  const record = editing.kind === 'edit' ? editing.record : null;
  const roles = useQuery({ ...rolesQueryOptions(), enabled: record === null });
  const { register, handleSubmit, setError, formState } = useForm<Values, unknown, Output>({
    resolver: zodResolver(formSchema),
    defaultValues: record
      ? { id: record.id, roleId: record.roleId, scope: record.scope }
      : { roleId: '', scope: DATA_SCOPE.OWN_ORG },
  });
  const mutation = useMutation({
    mutationFn: ({ id, roleId, scope }: Output) =>
      id ? editDataPermission({ id, scope }) : saveDataPermission({ roleId, scope }),
    onSuccess: () => {
      notifySuccess(t('saved'));
      onSaved();
      onClose();
    },
    onError: (error) =>
      showServerError(error, ['roleId', 'scope'], (field, message) =>
        setError(field as 'roleId' | 'scope', { message }),
      ),
  });
  const { errors } = formState;
  return (
    <DialogForm
      title={editing.kind === 'edit' ? t('dataPermission.edit') : t('dataPermission.add')}
      onSubmit={handleSubmit((values) => mutation.mutate(values))}
      onClose={onClose}
      busy={mutation.isPending}
    >
      <FormField label={t('dataPermission.role')} required error={errors.roleId?.message}>
        {record ? (
          <Input size="sm" readOnly value={roleLabel(record)} />
        ) : (
          <NativeSelect.Root size="sm">
            <NativeSelect.Field {...register('roleId')} data-testid="data-permission-role">
              <option value="">{t('dataPermission.chooseRole')}</option>
              {(roles.data ?? []).map((role) => (
                <option key={role.id} value={role.id}>
                  {role.name} ({role.code})
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
      </FormField>
      <FormField label={t('dataPermission.scope')} required error={errors.scope?.message}>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field {...register('scope')} data-testid="data-permission-scope">
            {Object.values(DATA_SCOPE).map((scope) => (
              <option key={scope} value={scope}>
                {t(`codes.scope.${scope}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
    </DialogForm>
  );
}
