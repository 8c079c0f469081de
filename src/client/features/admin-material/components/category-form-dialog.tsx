import { Input, NativeSelect } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { notifySuccess } from '@/client/ui/toaster';
import {
  categorySaveSchema,
  ENABLE_STATUS,
  type MaterialCategoryNode,
} from '@/shared/contracts/admin-material';
import { saveCategory } from '../api/save-category';
import { optionLabel, parentOptions } from '../lib/category-tree';
import { showServerError } from '@/client/lib/form-server-error';
import { DialogForm, FormDialog } from '@/client/ui/form-dialog';
import { FormField } from '@/client/ui/form-field';

export type CategoryEditing =
  | { kind: 'create'; parent: MaterialCategoryNode | null }
  | { kind: 'edit'; node: MaterialCategoryNode };

interface CategoryFormDialogProps {
  editing: CategoryEditing | null;
  tree: readonly MaterialCategoryNode[];
  onClose(): void;
  onSaved(): void;
}

type Values = z.input<typeof categorySaveSchema>;
const FIELDS = ['parentId', 'code', 'name', 'sort', 'status'] as const;

function defaults(editing: CategoryEditing): Values {
  if (editing.kind === 'create') {
    return {
      parentId: editing.parent?.id ?? '',
      code: '',
      name: '',
      sort: '',
      status: ENABLE_STATUS.ENABLED,
    };
  }
  const { node } = editing;
  return {
    id: node.id,
    parentId: node.parentId ?? '',
    code: node.code,
    name: node.name,
    sort: String(node.sort),
    status: node.status as Values['status'],
  };
}

/** Add a root or child category, or edit one (moving it under another parent). */
export function CategoryFormDialog({ editing, tree, onClose, onSaved }: CategoryFormDialogProps) {
  return (
    <FormDialog open={editing !== null} onClose={onClose} data-testid="category-dialog">
      {editing ? <CategoryForm editing={editing} tree={tree} onClose={onClose} onSaved={onSaved} /> : null}
    </FormDialog>
  );
}

function CategoryForm({
  editing,
  tree,
  onClose,
  onSaved,
}: CategoryFormDialogProps & { editing: CategoryEditing }) {
  const { t } = useTranslation('admin-material-ui');
  const { register, handleSubmit, setError, formState } = useForm<
    Values,
    unknown,
    z.output<typeof categorySaveSchema>
  >({
    resolver: zodResolver(categorySaveSchema),
    defaultValues: defaults(editing),
  });
  const mutation = useMutation({
    mutationFn: saveCategory,
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
  const options = parentOptions(tree, editing.kind === 'edit' ? editing.node : undefined);
  const { errors } = formState;
  return (
    <DialogForm
      title={editing.kind === 'edit' ? t('category.edit') : t('category.add')}
      onSubmit={handleSubmit((values) => mutation.mutate(values))}
      onClose={onClose}
      busy={mutation.isPending}
    >
      <FormField label={t('category.parent')} error={errors.parentId?.message}>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field {...register('parentId')} data-testid="category-parent">
            <option value="">{t('category.root')}</option>
            {options.map((option) => (
              <option key={option.id} value={option.id}>
                {optionLabel(option)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField label={t('fields.code')} required error={errors.code?.message}>
        <Input size="sm" {...register('code')} />
      </FormField>
      <FormField label={t('fields.name')} required error={errors.name?.message}>
        <Input size="sm" {...register('name')} />
      </FormField>
      <FormField label={t('fields.sort')} error={errors.sort?.message}>
        <Input size="sm" inputMode="numeric" {...register('sort')} />
      </FormField>
      <FormField label={t('fields.status')} error={errors.status?.message}>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field {...register('status')}>
            <option value={ENABLE_STATUS.ENABLED}>{t('codes.status.00')}</option>
            <option value={ENABLE_STATUS.DISABLED}>{t('codes.status.01')}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
    </DialogForm>
  );
}
