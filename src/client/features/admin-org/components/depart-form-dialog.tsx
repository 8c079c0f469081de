import { Input, NativeSelect } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/client/ui/toaster';
import type { z } from 'zod';
import {
  type AddDepartRequest,
  addDepartSchema,
  type DepartRecord,
  type DepartTreeNode,
  type UpdateDepartRequest,
  updateDepartSchema,
} from '@/shared/contracts/org';
import { saveDepart } from '../api/save-depart';
import { orgTypeOptions } from '../lib/codes';
import { subtreeIdsOf } from '../lib/depart-tree';
import { showServerError } from '@/client/lib/form-server-error';
import { DepartSelect } from './depart-select';
import { FormField } from '@/client/ui/form-field';
import { DialogForm, FormDialog } from '@/client/ui/form-dialog';

type Values = z.input<typeof updateDepartSchema>;
type Output = AddDepartRequest | UpdateDepartRequest;

const FIELDS = ['parentId', 'name', 'code', 'orgType', 'sort'];
const addResolver = zodResolver(addDepartSchema) as unknown as Resolver<Values, unknown, Output>;
const updateResolver = zodResolver(updateDepartSchema) as unknown as Resolver<Values, unknown, Output>;

export interface DepartFormTarget {
  /** The organisation edited; absent when adding. */
  record?: DepartRecord;
  /** Parent proposed for a new organisation (the one chosen in the tree). */
  parentId?: string | null;
}

interface DepartFormDialogProps {
  target: DepartFormTarget | null;
  tree: readonly DepartTreeNode[];
  onClose(): void;
  onSaved(): void;
}

export function DepartFormDialog({ target, tree, onClose, onSaved }: DepartFormDialogProps) {
  return (
    <FormDialog open={target !== null} onClose={onClose} data-testid="depart-form">
      {target ? <DepartForm target={target} tree={tree} onClose={onClose} onSaved={onSaved} /> : null}
    </FormDialog>
  );
}

function DepartForm({
  target,
  tree,
  onClose,
  onSaved,
}: DepartFormDialogProps & { target: DepartFormTarget }) {
  const { t } = useTranslation('admin-org-ui');
  const { record } = target;
  const form = useForm<Values, unknown, Output>({
    resolver: record ? updateResolver : addResolver,
    mode: 'onTouched',
    defaultValues: {
      id: record?.id ?? '',
      parentId: record ? (record.parentId ?? '') : (target.parentId ?? ''),
      name: record?.name ?? '',
      code: record?.code ?? '',
      orgType: record?.orgType ?? '',
      sort: record?.sort ?? 0,
    },
  });
  const { register, handleSubmit, setError, formState } = form;
  const { errors } = formState;
  const excluded = useMemo(() => (record ? subtreeIdsOf(tree, record.id) : undefined), [tree, record]);

  const onSubmit = handleSubmit(async (payload) => {
    try {
      await saveDepart(payload);
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
      title={record ? t('org.editTitle') : t('org.addTitle')}
      onSubmit={onSubmit}
      onClose={onClose}
      busy={formState.isSubmitting}
    >
      <FormField label={t('org.parent')} error={errors.parentId?.message}>
        <DepartSelect
          {...register('parentId')}
          nodes={tree}
          excluded={excluded}
          placeholder={t('org.noParent')}
        />
      </FormField>
      <FormField label={t('org.name')} error={errors.name?.message} required>
        <Input {...register('name')} maxLength={50} />
      </FormField>
      <FormField label={t('org.code')} error={errors.code?.message} required>
        <Input {...register('code')} maxLength={50} />
      </FormField>
      <FormField label={t('org.orgType')} error={errors.orgType?.message} required>
        <NativeSelect.Root>
          <NativeSelect.Field {...register('orgType')}>
            <option value="">{t('common.choose')}</option>
            {orgTypeOptions(t).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField label={t('org.sort')} error={errors.sort?.message}>
        <Input
          {...register('sort', {
            setValueAs: (v) => (v === '' || v === undefined ? undefined : Number(v)),
          })}
          type="number"
          min={0}
          step={1}
        />
      </FormField>
    </DialogForm>
  );
}
