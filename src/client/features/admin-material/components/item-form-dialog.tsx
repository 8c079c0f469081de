import { Input } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { notifySuccess } from '@/client/ui/toaster';
import { MEASURE_UNIT_GROUP } from '@/shared/codes/measure-units';
import { itemEditSchema, type MaterialItem } from '@/shared/contracts/admin-material-items';
import { editItem } from '../api/edit-item';
import { saveItem } from '../api/save-item';
import { showServerError } from '@/client/lib/form-server-error';
import { CategorySelect } from './category-select';
import { DialogForm, FormDialog } from '@/client/ui/form-dialog';
import { DictSelect } from '@/client/ui/dict-select';
import { FormField } from '@/client/ui/form-field';

export type ItemEditing = { kind: 'create'; categoryId: string } | { kind: 'edit'; item: MaterialItem };

interface ItemFormDialogProps {
  editing: ItemEditing | null;
  onClose(): void;
  onSaved(): void;
}

// Edits carry the id; a new item is checked by the same rules (the shared amount rule for the price).
const formSchema = itemEditSchema.partial({ id: true });
type Values = z.input<typeof formSchema>;
type Output = z.output<typeof formSchema>;
const FIELDS = ['categoryId', 'code', 'name', 'spec', 'unit', 'price'] as const;

function defaults(editing: ItemEditing): Values {
  if (editing.kind === 'create') {
    return { categoryId: editing.categoryId, code: '', name: '', spec: '', unit: '', price: '' };
  }
  const { item } = editing;
  return {
    id: item.id,
    categoryId: item.categoryId,
    code: item.code,
    name: item.name,
    spec: item.spec ?? '',
    unit: item.unit ?? '',
    price: item.price ?? '',
  };
}

/** Add a catalogue item or edit one (an edited approved item goes back to audit). */
export function ItemFormDialog({ editing, onClose, onSaved }: ItemFormDialogProps) {
  return (
    <FormDialog open={editing !== null} onClose={onClose} data-testid="item-dialog">
      {editing ? <ItemForm editing={editing} onClose={onClose} onSaved={onSaved} /> : null}
    </FormDialog>
  );
}

function ItemForm({ editing, onClose, onSaved }: ItemFormDialogProps & { editing: ItemEditing }) {
  const { t } = useTranslation('admin-material-ui');
  const { register, control, handleSubmit, setError, formState } = useForm<Values, unknown, Output>({
    resolver: zodResolver(formSchema),
    defaultValues: defaults(editing),
  });
  const mutation = useMutation({
    mutationFn: ({ id, ...values }: Output) => (id ? editItem({ id, ...values }) : saveItem(values)),
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
  const text = (name: 'code' | 'name' | 'spec' | 'price', required = false) => (
    <FormField label={t(`fields.${name}`)} required={required} error={errors[name]?.message}>
      <Input size="sm" {...register(name)} inputMode={name === 'price' ? 'decimal' : undefined} />
    </FormField>
  );
  return (
    <DialogForm
      title={editing.kind === 'edit' ? t('item.edit') : t('item.add')}
      onSubmit={handleSubmit((values) => mutation.mutate(values))}
      onClose={onClose}
      busy={mutation.isPending}
    >
      <FormField label={t('fields.category')} required error={errors.categoryId?.message}>
        <CategorySelect {...register('categoryId')} />
      </FormField>
      {text('code', true)}
      {text('name', true)}
      {text('spec')}
      <FormField label={t('fields.unit')} error={errors.unit?.message}>
        {/* Units are codes of the measurement unit dictionary, which administrators extend. */}
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
      {text('price')}
    </DialogForm>
  );
}
