import { Input, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type FunctionRecord, updateTopFunctionSchema } from '@/shared/contracts/admin-config-menus';
import { topSelectListQueryOptions } from '../api/get-top-function-select-list';
import { updateTopFunction } from '../api/update-top-function';
import { useFormMutation } from '@/client/features/admin-common';
import { displayName } from '../lib/function-tree';
import { DialogForm, FormDialog } from '@/client/ui/form-dialog';
import { FormField } from '@/client/ui/form-field';
import { FormSelect } from '@/client/ui/form-select';

/** Add a level-0 entry to the top bar, or change the sort of one that is there. */
export type TopMenuMode = { kind: 'add' } | { kind: 'edit'; record: FunctionRecord };

interface TopValues {
  id: string;
  isTop: boolean;
  sort: string;
}

const resolver = zodResolver(updateTopFunctionSchema, undefined, {
  raw: true,
}) as unknown as Resolver<TopValues>;

export function TopMenuDialog(props: { mode: TopMenuMode | null; onClose(): void; onSaved(): void }) {
  return props.mode ? <TopMenuForm {...props} mode={props.mode} /> : null;
}

function TopMenuForm({ mode, onClose, onSaved }: { mode: TopMenuMode; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation('admin-config-a-ui');
  const choices = useQuery({ ...topSelectListQueryOptions(), enabled: mode.kind === 'add' });
  const record = mode.kind === 'edit' ? mode.record : undefined;
  const form = useForm<TopValues>({
    resolver,
    defaultValues: { id: record?.id ?? '', isTop: true, sort: String(record?.sort ?? 0) },
  });
  const { errors } = form.formState;
  const { submit, busy } = useFormMutation({ form, mutationFn: updateTopFunction, onDone: onSaved });

  return (
    <FormDialog open onClose={onClose} busy={busy} data-testid="top-form">
      <DialogForm
        title={t(mode.kind === 'add' ? 'top.addTitle' : 'top.editTitle')}
        onSubmit={submit}
        onClose={onClose}
        busy={busy}
      >
        <FormField label={t('top.entry')} error={errors.id} required>
          {record ? (
            <Text>{displayName(record)}</Text>
          ) : (
            <FormSelect
              {...form.register('id')}
              placeholder={t('choose')}
              options={(choices.data ?? []).map((entry) => ({
                value: entry.id,
                label: `${displayName(entry)} (${t(`menu.types.${entry.menuType}`, { defaultValue: entry.menuType })})`,
              }))}
              data-testid="top-entry"
            />
          )}
        </FormField>
        <FormField label={t('fields.sort')} error={errors.sort}>
          <Input size="sm" type="number" min={0} {...form.register('sort')} data-testid="top-sort" />
        </FormField>
      </DialogForm>
    </FormDialog>
  );
}
