import { Button, HStack, Input, SimpleGrid, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { MaterialPickerDialog } from '@/client/features/plans';
import { showServerError } from '@/client/lib/form-server-error';
import { DictSelect } from '@/client/ui/dict-select';
import { DialogForm, FormDialog } from '@/client/ui/form-dialog';
import { DATE_INPUT_SIZE, FormField } from '@/client/ui/form-field';
import { notifySuccess } from '@/client/ui/toaster';
import { MEASURE_UNIT_GROUP } from '@/shared/codes/measure-units';
import {
  type SubjectMatterSave,
  type SubjectMatterView,
  subjectMatterSaveSchema,
} from '@/shared/contracts/subject-matters';
import { groupNumber } from '@/shared/format/number';
import { centsToYuan, lineAmountCents } from '@/shared/rules/plan-money';
import { saveSubjectMatter } from '../api/subject-matters';

interface Values {
  projectId: string;
  id: string;
  version: string;
  materialId: string;
  categoryCode: string;
  materialName: string;
  specification: string;
  quantity: string;
  unitCode: string;
  unitPrice: string;
  deliveryPlace: string;
  deliveryDate: string;
  remark: string;
}

const FIELDS = [
  'materialId',
  'materialName',
  'specification',
  'quantity',
  'unitCode',
  'unitPrice',
  'deliveryPlace',
  'deliveryDate',
  'remark',
] as const;
/** Empty optional fields are left out before the contract checks them (an empty id means a new line). */
const dropEmpty = (v: unknown) =>
  Object.fromEntries(Object.entries(v as Record<string, unknown>).filter(([, value]) => value !== ''));
const resolver = zodResolver(
  z.preprocess(dropEmpty, subjectMatterSaveSchema) as unknown as typeof subjectMatterSaveSchema,
) as unknown as Resolver<Values, unknown, SubjectMatterSave>;
const SIZE = { base: 'lg', md: 'sm' } as const;

interface SubjectMatterDialogProps {
  projectId: string;
  /** The line edited, 'new' to add one, null when closed. */
  target: SubjectMatterView | 'new' | null;
  onClose(): void;
  onSaved(): void;
}

export function SubjectMatterDialog(props: SubjectMatterDialogProps) {
  return (
    <FormDialog
      open={props.target !== null}
      onClose={props.onClose}
      size="lg"
      data-testid="subject-matter-form"
    >
      {props.target ? <SubjectMatterForm {...props} target={props.target} /> : null}
    </FormDialog>
  );
}

function valuesOf(projectId: string, line: SubjectMatterView | 'new'): Values {
  const l = line === 'new' ? undefined : line;
  return {
    projectId,
    id: l?.id ?? '',
    version: l ? String(l.version) : '',
    materialId: l?.materialId ?? '',
    categoryCode: l?.categoryCode ?? '',
    materialName: l?.materialName ?? '',
    specification: l?.specification ?? '',
    quantity: l?.quantity ?? '',
    unitCode: l?.unitCode ?? '',
    unitPrice: l?.unitPrice ?? '',
    deliveryPlace: l?.deliveryPlace ?? '',
    deliveryDate: l?.deliveryDate ?? '',
    remark: l?.remark ?? '',
  };
}

function SubjectMatterForm({
  projectId,
  target,
  onClose,
  onSaved,
}: SubjectMatterDialogProps & { target: SubjectMatterView | 'new' }) {
  const { t } = useTranslation('subject-matters');
  const [picking, setPicking] = useState(false);
  const { register, handleSubmit, setError, setValue, watch, control, formState } = useForm<
    Values,
    unknown,
    SubjectMatterSave
  >({
    resolver,
    mode: 'onTouched',
    defaultValues: valuesOf(projectId, target),
  });
  const { errors } = formState;
  const [quantity, unitPrice, materialId] = watch(['quantity', 'unitPrice', 'materialId']);
  const cents = lineAmountCents(quantity.trim(), unitPrice.trim());
  const onSubmit = handleSubmit(async (payload) => {
    try {
      await saveSubjectMatter(payload);
    } catch (error) {
      showServerError(error, FIELDS, (field, message) =>
        setError(field as keyof Values, { type: 'server', message }),
      );
      return;
    }
    notifySuccess(t('done.saved'));
    onSaved();
  });
  return (
    <DialogForm
      title={target === 'new' ? t('form.addTitle') : t('form.editTitle', { no: target.lineNo })}
      onSubmit={onSubmit}
      onClose={onClose}
      busy={formState.isSubmitting}
    >
      <FormField label={t('fields.materialName')} error={errors.materialName ?? errors.materialId} required>
        <HStack gap="2" width="full">
          <Input
            size={SIZE}
            {...register('materialName')}
            maxLength={200}
            data-testid="subject-matter-name-input"
          />
          <Button
            size={SIZE}
            variant="outline"
            onClick={() => setPicking(true)}
            data-testid="subject-matter-pick"
          >
            {t('form.pick')}
          </Button>
        </HStack>
      </FormField>
      {materialId ? (
        <HStack gap="2">
          <Text fontSize="xs" color="fg.muted" data-testid="subject-matter-catalogue">
            {t('form.fromCatalogue')}
          </Text>
          <Button size="xs" variant="ghost" onClick={() => setValue('materialId', '')}>
            {t('form.unlink')}
          </Button>
        </HStack>
      ) : null}
      <FormField label={t('fields.specification')} error={errors.specification}>
        <Input size={SIZE} {...register('specification')} maxLength={500} />
      </FormField>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <FormField label={t('fields.quantity')} error={errors.quantity} required>
          <Input
            size={SIZE}
            inputMode="decimal"
            {...register('quantity')}
            data-testid="subject-matter-quantity-input"
          />
        </FormField>
        <FormField label={t('fields.unitCode')} error={errors.unitCode} required>
          <Controller
            control={control}
            name="unitCode"
            render={({ field }) => (
              <DictSelect
                group={MEASURE_UNIT_GROUP}
                value={field.value}
                onChange={field.onChange}
                size="md"
                aria-label={t('fields.unitCode')}
              />
            )}
          />
        </FormField>
        <FormField label={t('fields.unitPrice')} error={errors.unitPrice} required>
          <Input
            size={SIZE}
            inputMode="decimal"
            {...register('unitPrice')}
            data-testid="subject-matter-price-input"
          />
        </FormField>
      </SimpleGrid>
      <Text fontSize="sm" data-testid="subject-matter-form-amount">
        {t('form.amount', { amount: cents === undefined ? '—' : groupNumber(centsToYuan(cents)) })}
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <FormField label={t('fields.deliveryPlace')} error={errors.deliveryPlace}>
          <Input size={SIZE} {...register('deliveryPlace')} maxLength={200} />
        </FormField>
        <FormField label={t('fields.deliveryDate')} error={errors.deliveryDate}>
          <Input size={DATE_INPUT_SIZE} type="date" {...register('deliveryDate')} />
        </FormField>
      </SimpleGrid>
      <FormField label={t('fields.remark')} error={errors.remark}>
        <Textarea {...register('remark')} maxLength={500} rows={2} />
      </FormField>
      <MaterialPickerDialog
        open={picking}
        onClose={() => setPicking(false)}
        onPick={(m) => {
          setValue('materialId', m.materialId, { shouldDirty: true });
          setValue('categoryCode', m.categoryCode);
          setValue('materialName', m.materialName, { shouldDirty: true, shouldValidate: true });
          if (m.specification) setValue('specification', m.specification, { shouldDirty: true });
          if (m.unitCode) setValue('unitCode', m.unitCode, { shouldDirty: true, shouldValidate: true });
        }}
      />
    </DialogForm>
  );
}
