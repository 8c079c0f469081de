import { HStack, Input } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { saveTypeSchema, type TypeRecord } from '@/shared/contracts/admin-config-dictionaries';
import { saveType } from '../api/save-type';
import { useFormMutation } from '@/client/features/admin-common';
import { nextSort, typeName, typeParentChoices } from '../lib/type-tree';
import { DialogForm, FormDialog } from '@/client/ui/form-dialog';
import { FormField } from '@/client/ui/form-field';
import { FormSelect } from '@/client/ui/form-select';

interface TypeValues {
  id: string;
  groupId: string;
  parentId: string;
  typecode: string;
  nameZh: string;
  nameEn: string;
  nameFr: string;
  sort: string;
}

const resolver = zodResolver(saveTypeSchema, undefined, { raw: true }) as unknown as Resolver<TypeValues>;

/** Add a type (at the root or under a parent) or edit one. */
export type TypeFormMode = { kind: 'add'; parentId: string | null } | { kind: 'edit'; type: TypeRecord };

interface TypeFormDialogProps {
  groupId: string;
  types: readonly TypeRecord[];
  mode: TypeFormMode | null;
  onClose(): void;
  onSaved(): void;
}

export function TypeFormDialog({ mode, ...rest }: TypeFormDialogProps) {
  return mode ? <TypeForm mode={mode} {...rest} /> : null;
}

function defaults(groupId: string, types: readonly TypeRecord[], mode: TypeFormMode): TypeValues {
  if (mode.kind === 'edit') {
    const { type } = mode;
    return {
      id: type.id,
      groupId,
      parentId: type.parentId ?? '',
      typecode: type.typecode,
      nameZh: type.nameZh,
      nameEn: type.nameEn,
      nameFr: type.nameFr,
      sort: String(type.sort),
    };
  }
  const sort = String(nextSort(types, mode.parentId));
  return {
    id: '',
    groupId,
    parentId: mode.parentId ?? '',
    typecode: '',
    nameZh: '',
    nameEn: '',
    nameFr: '',
    sort,
  };
}

function TypeForm({ groupId, types, mode, onClose, onSaved }: TypeFormDialogProps & { mode: TypeFormMode }) {
  const { t, i18n } = useTranslation('admin-config-a-ui');
  const form = useForm<TypeValues>({ resolver, defaultValues: defaults(groupId, types, mode) });
  const { errors } = form.formState;
  const { submit, busy } = useFormMutation({ form, mutationFn: saveType, onDone: onSaved });
  const parents = typeParentChoices(types, mode.kind === 'edit' ? mode.type.id : undefined);

  return (
    <FormDialog open onClose={onClose} busy={busy} data-testid="type-form">
      <DialogForm
        title={t(mode.kind === 'edit' ? 'dict.type.editTitle' : 'dict.type.addTitle')}
        onSubmit={submit}
        onClose={onClose}
        busy={busy}
      >
        <FormField label={t('dict.type.fields.parentId')} error={errors.parentId}>
          <FormSelect
            {...form.register('parentId')}
            placeholder={t('dict.type.root')}
            options={parents.map(({ node, depth }) => ({
              value: node.id,
              label: `${'\u2003'.repeat(depth)}${node.typecode} · ${typeName(node, i18n.language)}`,
            }))}
            data-testid="type-parent"
          />
        </FormField>
        <HStack gap="3" align="start">
          <FormField label={t('dict.type.fields.typecode')} error={errors.typecode} required>
            <Input size="sm" {...form.register('typecode')} data-testid="type-code" />
          </FormField>
          <FormField label={t('fields.sort')} error={errors.sort}>
            <Input size="sm" type="number" min={0} {...form.register('sort')} data-testid="type-sort" />
          </FormField>
        </HStack>
        <FormField label={t('dict.type.fields.nameZh')} error={errors.nameZh} required>
          <Input size="sm" {...form.register('nameZh')} data-testid="type-name-zh" />
        </FormField>
        <FormField label={t('dict.type.fields.nameEn')} error={errors.nameEn} required>
          <Input size="sm" {...form.register('nameEn')} data-testid="type-name-en" />
        </FormField>
        <FormField label={t('dict.type.fields.nameFr')} error={errors.nameFr} required>
          <Input size="sm" {...form.register('nameFr')} data-testid="type-name-fr" />
        </FormField>
      </DialogForm>
    </FormDialog>
  );
}
