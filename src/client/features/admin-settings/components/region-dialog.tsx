import { Input, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  type RegionRecord,
  type SaveRegionRequest,
  saveRegionSchema,
} from '@/shared/contracts/admin-config-base';
import { ADMIN_SETTINGS_KEYS } from '../api/keys';
import { saveRegionMutationOptions } from '../api/save-region';
import { useSaveFlow } from '@/client/features/admin-common';
import { DialogForm, FormDialog } from '@/client/ui/form-dialog';
import { FormField } from '@/client/ui/form-field';

const FIELDS = ['code', 'name', 'sort', 'parentId'] as const;

/** Adding under a parent (null: a province), or editing a region. */
export type RegionEditing =
  | { mode: 'add'; parent: RegionRecord | null }
  | { mode: 'edit'; region: RegionRecord };

interface RegionDialogProps {
  editing: RegionEditing | null;
  /** Name of the edited region's parent, shown read-only. */
  parentName?: string | null;
  onClose(): void;
  onSaved(id: string): void;
}

export function RegionDialog({ editing, parentName, onClose, onSaved }: RegionDialogProps) {
  return (
    <FormDialog open={editing !== null} onClose={onClose} data-testid="region-dialog">
      {editing ? (
        <RegionForm editing={editing} parentName={parentName ?? null} onClose={onClose} onSaved={onSaved} />
      ) : null}
    </FormDialog>
  );
}

function valuesOf(editing: RegionEditing): SaveRegionRequest {
  if (editing.mode === 'add') return { parentId: editing.parent?.id, code: '', name: '', sort: 0 };
  const { id, parentId, code, name, sort } = editing.region;
  return { id, parentId, code, name, sort };
}

function RegionForm({
  editing,
  parentName,
  onClose,
  onSaved,
}: {
  editing: RegionEditing;
  parentName: string | null;
  onClose(): void;
  onSaved(id: string): void;
}) {
  const { t } = useTranslation('admin-config-b-ui');
  const form = useForm<SaveRegionRequest, unknown, z.output<typeof saveRegionSchema>>({
    resolver: zodResolver(saveRegionSchema),
    defaultValues: valuesOf(editing),
  });
  const { errors } = form.formState;
  const save = useSaveFlow({
    mutation: saveRegionMutationOptions(),
    invalidate: ADMIN_SETTINGS_KEYS.regions,
    fields: FIELDS,
    setFieldError: (field, message) => form.setError(field as (typeof FIELDS)[number], { message }),
    onSaved: ({ id }) => {
      onSaved(id);
      onClose();
    },
  });
  const parent = editing.mode === 'add' ? (editing.parent?.name ?? null) : parentName;
  return (
    <DialogForm
      title={t(editing.mode === 'add' ? 'region.add' : 'region.edit')}
      onSubmit={form.handleSubmit((values) => save.submit(values))}
      onClose={onClose}
      busy={save.busy}
    >
      <FormField label={t('region.parent')} error={errors.parentId?.message}>
        <Text data-testid="region-parent">{parent ?? t('region.noParent')}</Text>
      </FormField>
      <FormField label={t('region.code')} error={errors.code?.message} required>
        <Input {...form.register('code')} />
      </FormField>
      <FormField label={t('region.name')} error={errors.name?.message} required>
        <Input {...form.register('name')} />
      </FormField>
      <FormField label={t('region.sort')} error={errors.sort?.message}>
        <Input {...form.register('sort')} type="number" min={0} />
      </FormField>
    </DialogForm>
  );
}
