import { HStack, Input } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MENU_TYPE } from '@/shared/codes/constants';
import {
  addFunctionMiddleSchema,
  addFunctionSchema,
  updateFunctionSchema,
} from '@/shared/contracts/admin-config-menus';
import { addFunction } from '../api/add-function';
import { addFunctionMiddle } from '../api/add-function-middle';
import { functionTreeQueryOptions } from '../api/get-function-list';
import { iconSelectListQueryOptions } from '../api/get-icon-select-list';
import { updateFunction } from '../api/update-function';
import { useFormMutation } from '@/client/features/admin-common';
import {
  type FunctionFormMode,
  type FunctionFormValues,
  functionFormDefaults,
  functionPayload,
} from '../lib/function-form';
import { MAX_FUNCTION_LEVEL, parentChoices, pathLabel } from '../lib/function-tree';
import { DialogForm, FormDialog } from '@/client/ui/form-dialog';
import { FormField } from '@/client/ui/form-field';
import { FormSelect } from '@/client/ui/form-select';

interface FunctionFormDialogProps {
  mode: FunctionFormMode | null;
  onClose(): void;
  onSaved(): void;
  renderIcon?: ((iconStyle: string | null) => ReactNode) | undefined;
}

const SCHEMAS = { add: addFunctionSchema, middle: addFunctionMiddleSchema, edit: updateFunctionSchema };

function callOf(values: FunctionFormValues, mode: FunctionFormMode) {
  const payload = functionPayload(values, mode);
  if (payload.kind === 'edit') return updateFunction(payload.request);
  if (payload.kind === 'middle') return addFunctionMiddle(payload.request);
  return addFunction(payload.request);
}

/** Add, insert or edit a menu entry (levels 0 to 2, a level 1 or 2 entry under an entry one level up). */
export function FunctionFormDialog({ mode, ...rest }: FunctionFormDialogProps) {
  const { t } = useTranslation('admin-config-a-ui');
  const title = mode ? t(`menu.form.${mode.kind}Title`) : '';
  return mode ? <FunctionForm key={JSON.stringify(mode)} mode={mode} title={title} {...rest} /> : null;
}

function FunctionForm(
  props: Omit<FunctionFormDialogProps, 'mode'> & { mode: FunctionFormMode; title: string },
) {
  const { mode } = props;
  const { t } = useTranslation('admin-config-a-ui');
  const tree = useQuery(functionTreeQueryOptions());
  const icons = useQuery(iconSelectListQueryOptions());
  // The server's own schema decides; the raw values go out and the server parses them again.
  const resolver = zodResolver(SCHEMAS[mode.kind], undefined, {
    raw: true,
  }) as unknown as Resolver<FunctionFormValues>;
  const form = useForm<FunctionFormValues>({ resolver, defaultValues: functionFormDefaults(mode) });
  const { register, formState, watch } = form;
  const { errors } = formState;
  const { submit, busy } = useFormMutation({
    form,
    mutationFn: (values: FunctionFormValues) => callOf(values, mode),
    onDone: props.onSaved,
  });

  const level = Number(watch('functionLevel'));
  const menuType = watch('menuType');
  const iconStyle = watch('functionIconStyle');
  const editing = mode.kind === 'edit' ? mode.record : undefined;
  // An insertion goes among the siblings of the row it was asked from: its place is fixed.
  const placed = mode.kind === 'middle';
  const parents = parentChoices(tree.data ?? [], level, menuType).filter((p) => p.id !== editing?.id);
  const levels = Array.from({ length: MAX_FUNCTION_LEVEL + 1 }, (_, n) => ({
    value: String(n),
    label: t('menu.level', { level: n }),
  }));

  return (
    <FormDialog open onClose={props.onClose} busy={busy} size="lg" data-testid="function-form">
      <DialogForm title={props.title} onSubmit={submit} onClose={props.onClose} busy={busy}>
        <HStack gap="3" align="start">
          <FormField label={t('menu.fields.menuType')} error={errors.menuType} required disabled={placed}>
            <FormSelect
              {...register('menuType')}
              options={[
                { value: MENU_TYPE.SYSTEM, label: t('menu.types.00') },
                { value: MENU_TYPE.BUSINESS, label: t('menu.types.01') },
              ]}
            />
          </FormField>
          <FormField
            label={t('menu.fields.functionLevel')}
            error={errors.functionLevel}
            required
            disabled={placed}
          >
            <FormSelect {...register('functionLevel')} options={levels} data-testid="function-level" />
          </FormField>
        </HStack>
        {level > 0 ? (
          <FormField label={t('menu.fields.parentId')} error={errors.parentId} required disabled={placed}>
            <FormSelect
              {...register('parentId')}
              placeholder={t('choose')}
              options={parents.map((p) => ({ value: p.id, label: pathLabel(tree.data ?? [], p) }))}
              data-testid="function-parent"
            />
          </FormField>
        ) : null}
        <FormField label={t('menu.fields.functionName')} error={errors.functionName} required>
          <Input size="sm" {...register('functionName')} data-testid="function-name" />
        </FormField>
        <FormField
          label={t('menu.fields.labelKey')}
          error={errors.labelKey}
          required
          helper={t('menu.labelKeyHint')}
        >
          <Input size="sm" {...register('labelKey')} data-testid="function-label-key" />
        </FormField>
        <HStack gap="3" align="start">
          <FormField
            label={t('menu.fields.functionCode')}
            error={errors.functionCode}
            disabled={!!editing?.functionCode}
          >
            <Input size="sm" {...register('functionCode')} data-testid="function-code" />
          </FormField>
          <FormField label={t('menu.fields.path')} error={errors.path}>
            <Input size="sm" {...register('path')} placeholder="/" data-testid="function-path" />
          </FormField>
        </HStack>
        <FormField label={t('menu.fields.functionIconStyle')} error={errors.functionIconStyle}>
          <HStack gap="2" w="full">
            {props.renderIcon ? props.renderIcon(iconStyle || null) : null}
            <FormSelect
              {...register('functionIconStyle')}
              placeholder={t('none')}
              options={(icons.data ?? []).map((icon) => ({
                value: icon.iconStyle,
                label: `${icon.name} (${icon.iconStyle})`,
              }))}
              data-testid="function-icon"
            />
          </HStack>
        </FormField>
        <FormField label={t('menu.fields.query')} error={errors.query} helper={t('menu.queryHint')}>
          <Input size="sm" {...register('query')} data-testid="function-query" />
        </FormField>
        {mode.kind === 'middle' ? (
          <FormField
            label={t('menu.fields.position')}
            error={errors.position}
            required
            helper={t('menu.positionHint')}
          >
            <Input
              size="sm"
              type="number"
              min={0}
              {...register('position')}
              data-testid="function-position"
            />
          </FormField>
        ) : (
          <FormField label={t('fields.sort')} error={errors.sort}>
            <Input size="sm" type="number" min={0} {...register('sort')} data-testid="function-sort" />
          </FormField>
        )}
      </DialogForm>
    </FormDialog>
  );
}
