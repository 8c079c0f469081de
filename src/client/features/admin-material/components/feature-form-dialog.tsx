import { Input, NativeSelect } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { notifySuccess } from '@/client/ui/toaster';
import {
  FEATURE_VALUE_TYPES,
  featureEditSchema,
  type MaterialFeature,
} from '@/shared/contracts/admin-material';
import { editFeature } from '../api/edit-feature';
import { saveFeature } from '../api/save-feature';
import { showServerError } from '@/client/lib/form-server-error';
import { CategorySelect } from './category-select';
import { DialogForm, FormDialog } from '@/client/ui/form-dialog';
import { DictSelect } from '@/client/ui/dict-select';
import { MEASURE_UNIT_GROUP } from '@/shared/codes/measure-units';
import { FormField } from '@/client/ui/form-field';

export type FeatureEditing =
  | { kind: 'create'; categoryId: string }
  | { kind: 'edit'; feature: MaterialFeature };

interface FeatureFormDialogProps {
  editing: FeatureEditing | null;
  onClose(): void;
  onSaved(): void;
}

// Edits carry the id; a new feature is checked by the same rules without it.
const formSchema = featureEditSchema.partial({ id: true });
type Values = z.input<typeof formSchema>;
type Output = z.output<typeof formSchema>;
const FIELDS = ['categoryId', 'name', 'valueType', 'unit', 'required', 'sort'] as const;

function defaults(editing: FeatureEditing): Values {
  if (editing.kind === 'create') {
    return {
      categoryId: editing.categoryId,
      name: '',
      valueType: FEATURE_VALUE_TYPES.TEXT,
      unit: '',
      required: 0,
      sort: '',
    };
  }
  const f = editing.feature;
  return {
    id: f.id,
    categoryId: f.categoryId,
    name: f.name,
    valueType: f.valueType,
    unit: f.unit ?? '',
    required: f.required === 1 ? 1 : 0,
    sort: String(f.sort),
  };
}

/** Add or edit a feature of a category. */
export function FeatureFormDialog({ editing, onClose, onSaved }: FeatureFormDialogProps) {
  return (
    <FormDialog open={editing !== null} onClose={onClose} data-testid="feature-dialog">
      {editing ? <FeatureForm editing={editing} onClose={onClose} onSaved={onSaved} /> : null}
    </FormDialog>
  );
}

function FeatureForm({ editing, onClose, onSaved }: FeatureFormDialogProps & { editing: FeatureEditing }) {
  const { t } = useTranslation('admin-material-ui');
  const { register, control, handleSubmit, setError, formState } = useForm<Values, unknown, Output>({
    resolver: zodResolver(formSchema),
    defaultValues: defaults(editing),
  });
  const mutation = useMutation({
    mutationFn: ({ id, ...values }: Output) => (id ? editFeature({ id, ...values }) : saveFeature(values)),
    onSuccess: () => {
      notifySuccess(t('saved'));
      onSaved();
      onClose();
    },
    onError: (error) =>
      showServerError(error, FIELDS, (field, message) =>
        setError(field as (typeof FIELDS)[number], { message }),
      ),
  });
  const { errors } = formState;
  return (
    <DialogForm
      title={editing.kind === 'edit' ? t('feature.edit') : t('feature.add')}
      onSubmit={handleSubmit((values) => mutation.mutate(values))}
      onClose={onClose}
      busy={mutation.isPending}
    >
      <FormField label={t('fields.category')} required error={errors.categoryId?.message}>
        <CategorySelect {...register('categoryId')} />
      </FormField>
      <FormField label={t('feature.name')} required error={errors.name?.message}>
        <Input size="sm" {...register('name')} />
      </FormField>
      <FormField label={t('feature.valueType')} required error={errors.valueType?.message}>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field {...register('valueType')}>
            {Object.values(FEATURE_VALUE_TYPES).map((value) => (
              <option key={value} value={value}>
                {t(`codes.valueType.${value}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField label={t('fields.unit')} error={errors.unit?.message}>
        <Controller
          control={control}
          name="unit"
          render={({ field }) => (
            <DictSelect
              group={MEASURE_UNIT_GROUP}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              invalid={!!errors.unit}
              aria-label={t('fields.unit')}
            />
          )}
        />
      </FormField>
      <FormField label={t('feature.required')} error={errors.required?.message}>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field {...register('required', { setValueAs: (v) => Number(v) })}>
            <option value="0">{t('codes.required.0')}</option>
            <option value="1">{t('codes.required.1')}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField label={t('fields.sort')} error={errors.sort?.message}>
        <Input size="sm" inputMode="numeric" {...register('sort')} />
      </FormField>
    </DialogForm>
  );
}
