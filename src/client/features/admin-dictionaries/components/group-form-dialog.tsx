import { Input } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ConfigScope } from '@/shared/contracts/admin-config-common';
import { type GroupRecord, saveGroupSchema } from '@/shared/contracts/admin-config-dictionaries';
import { saveGroup } from '../api/save-group';
import { useFormMutation } from '@/client/features/admin-common';
import { DialogForm, FormDialog } from '@/client/ui/form-dialog';
import { FormField } from '@/client/ui/form-field';

interface GroupValues {
  id: string;
  groupCode: string;
  groupName: string;
  dictType: ConfigScope;
}

const resolver = zodResolver(saveGroupSchema, undefined, { raw: true }) as unknown as Resolver<GroupValues>;

interface GroupFormDialogProps {
  dictType: ConfigScope;
  /** null: closed; 'new': add; a record: edit. */
  group: GroupRecord | 'new' | null;
  onClose(): void;
  onSaved(id: string): void;
}

export function GroupFormDialog({ group, ...rest }: GroupFormDialogProps) {
  return group ? <GroupForm group={group === 'new' ? undefined : group} {...rest} /> : null;
}

function GroupForm(props: Omit<GroupFormDialogProps, 'group'> & { group?: GroupRecord }) {
  const { group } = props;
  const { t } = useTranslation('admin-config-a-ui');
  const form = useForm<GroupValues>({
    resolver,
    defaultValues: {
      id: group?.id ?? '',
      groupCode: group?.groupCode ?? '',
      groupName: group?.groupName ?? '',
      dictType: props.dictType,
    },
  });
  const { errors } = form.formState;
  const { submit, busy } = useFormMutation({
    form,
    mutationFn: saveGroup,
    onDone: (result) => props.onSaved(result.id),
  });

  return (
    <FormDialog open onClose={props.onClose} busy={busy} data-testid="group-form">
      <DialogForm
        title={t(group ? 'dict.group.editTitle' : 'dict.group.addTitle')}
        onSubmit={submit}
        onClose={props.onClose}
        busy={busy}
      >
        <FormField label={t('dict.group.fields.groupCode')} error={errors.groupCode} required>
          <Input size="sm" {...form.register('groupCode')} data-testid="group-code" />
        </FormField>
        <FormField label={t('dict.group.fields.groupName')} error={errors.groupName} required>
          <Input size="sm" {...form.register('groupName')} data-testid="group-name" />
        </FormField>
      </DialogForm>
    </FormDialog>
  );
}
