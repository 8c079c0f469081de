import { Input, NativeSelect, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  type SaveTemplateRequest,
  SMS_TEMPLATE_STATUSES,
  type SmsTemplateRecord,
  saveTemplateSchema,
} from '@/shared/contracts/admin-config-sms';
import { ADMIN_SMS_KEYS } from '../api/keys';
import { saveTemplateMutationOptions } from '../api/save-template';
import { useSaveFlow } from '@/client/features/admin-common';
import { DialogForm, FormDialog } from '@/client/ui/form-dialog';
import { FormField } from '@/client/ui/form-field';

const FIELDS = ['code', 'name', 'content', 'status'] as const;

interface SmsTemplateDialogProps {
  /** The template to edit, 'new' to add one, null when closed. */
  editing: SmsTemplateRecord | 'new' | null;
  onClose(): void;
  onSaved(): void;
}

export function SmsTemplateDialog({ editing, onClose, onSaved }: SmsTemplateDialogProps) {
  return (
    <FormDialog open={editing !== null} onClose={onClose} data-testid="template-dialog">
      {editing ? <TemplateForm editing={editing} onClose={onClose} onSaved={onSaved} /> : null}
    </FormDialog>
  );
}

function valuesOf(editing: SmsTemplateRecord | 'new'): SaveTemplateRequest {
  if (editing === 'new') return { code: '', name: '', content: '', status: '00' };
  const { id, code, name, content, status } = editing;
  return { id, code, name, content, status: status === '01' ? '01' : '00' };
}

function TemplateForm({
  editing,
  onClose,
  onSaved,
}: {
  editing: SmsTemplateRecord | 'new';
  onClose(): void;
  onSaved(): void;
}) {
  const { t } = useTranslation('admin-config-b-ui');
  const form = useForm<SaveTemplateRequest, unknown, z.output<typeof saveTemplateSchema>>({
    resolver: zodResolver(saveTemplateSchema),
    defaultValues: valuesOf(editing),
  });
  const { errors } = form.formState;
  const save = useSaveFlow({
    mutation: saveTemplateMutationOptions(),
    invalidate: ADMIN_SMS_KEYS.templates,
    fields: FIELDS,
    setFieldError: (field, message) => form.setError(field as (typeof FIELDS)[number], { message }),
    onSaved: () => {
      onSaved();
      onClose();
    },
  });
  const builtIn = editing !== 'new' && editing.builtIn;
  return (
    <DialogForm
      title={t(editing === 'new' ? 'template.add' : 'template.edit')}
      onSubmit={form.handleSubmit((values) => save.submit(values))}
      onClose={onClose}
      busy={save.busy}
    >
      <FormField
        label={t('template.code')}
        error={errors.code?.message}
        required
        helper={builtIn ? t('template.builtInCode') : undefined}
      >
        <Input {...form.register('code')} readOnly={builtIn} />
      </FormField>
      <FormField label={t('template.name')} error={errors.name?.message} required>
        <Input {...form.register('name')} />
      </FormField>
      <FormField
        label={t('template.content')}
        error={errors.content?.message}
        required
        helper={t('template.contentHelp', { code: '{{code}}', minutes: '{{minutes}}' })}
      >
        <Textarea {...form.register('content')} rows={4} />
      </FormField>
      <FormField label={t('template.status')} error={errors.status?.message} required>
        <NativeSelect.Root>
          <NativeSelect.Field {...form.register('status')}>
            {SMS_TEMPLATE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`template.statuses.${status}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
    </DialogForm>
  );
}
