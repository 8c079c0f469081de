import { Input, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ConfigScope } from '@/shared/contracts/admin-config-common';
import {
  type SaveSystemConfigRequest,
  type SystemConfigRecord,
  saveSystemConfigSchema,
} from '@/shared/contracts/admin-config-settings';
import { ADMIN_SETTINGS_KEYS } from '../api/keys';
import { saveSystemConfigMutationOptions } from '../api/save-system-config';
import { useSaveFlow } from '@/client/features/admin-common';
import { DialogForm, FormDialog } from '@/client/ui/form-dialog';
import { FormField } from '@/client/ui/form-field';

const FIELDS = ['configKey', 'configValue', 'remark'] as const;

interface SystemConfigDialogProps {
  configType: ConfigScope;
  /** The entry to edit, 'new' to add one, null when closed. */
  editing: SystemConfigRecord | 'new' | null;
  onClose(): void;
  onSaved(): void;
}

export function SystemConfigDialog(props: SystemConfigDialogProps) {
  const { editing, ...rest } = props;
  return (
    <FormDialog open={editing !== null} onClose={props.onClose} data-testid="system-config-dialog">
      {editing ? <SystemConfigForm editing={editing} {...rest} /> : null}
    </FormDialog>
  );
}

function valuesOf(configType: ConfigScope, editing: SystemConfigRecord | 'new'): SaveSystemConfigRequest {
  if (editing === 'new') return { configType, configKey: '', configValue: '', remark: '' };
  const { id, configKey, configValue, remark } = editing;
  return { id, configType, configKey, configValue, remark: remark ?? '' };
}

function SystemConfigForm({
  configType,
  editing,
  onClose,
  onSaved,
}: SystemConfigDialogProps & { editing: SystemConfigRecord | 'new' }) {
  const { t } = useTranslation('admin-config-b-ui');
  const form = useForm<SaveSystemConfigRequest, unknown, z.output<typeof saveSystemConfigSchema>>({
    resolver: zodResolver(saveSystemConfigSchema),
    defaultValues: valuesOf(configType, editing),
  });
  const { errors } = form.formState;
  const save = useSaveFlow({
    mutation: saveSystemConfigMutationOptions(),
    invalidate: ADMIN_SETTINGS_KEYS.systemConfigs,
    fields: FIELDS,
    setFieldError: (field, message) => form.setError(field as (typeof FIELDS)[number], { message }),
    onSaved: () => {
      onSaved();
      onClose();
    },
  });
  return (
    <DialogForm
      title={t(editing === 'new' ? 'config.add' : 'config.edit')}
      onSubmit={form.handleSubmit((values) => save.submit(values))}
      onClose={onClose}
      busy={save.busy}
    >
      <FormField label={t('config.key')} error={errors.configKey?.message} required>
        <Input {...form.register('configKey')} />
      </FormField>
      <FormField label={t('config.value')} error={errors.configValue?.message} required>
        <Textarea {...form.register('configValue')} rows={3} />
      </FormField>
      <FormField label={t('config.remark')} error={errors.remark?.message}>
        <Input {...form.register('remark')} />
      </FormField>
    </DialogForm>
  );
}
