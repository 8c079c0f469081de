import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateValidation } from '@/client/ui/field-error';
import { PLAN_MAX_LINES } from '@/shared/contracts/plans';
import { emptyLine, type PlanFormValues } from '../lib/plan-form-values';
import { MaterialPickerDialog, type PickedMaterial } from './material-picker-dialog';
import { CONTROL_SIZE, PlanLineCard } from './plan-line-card';

/** Above this many lines the editor shows them a page at a time, so a long plan stays quick to edit. */
export const LINES_PER_PAGE = 50;

interface PlanLinesEditorProps {
  form: UseFormReturn<PlanFormValues>;
  /** The page to show (controlled, so a failed save can show the first wrong line). */
  page: number;
  onPage(page: number): void;
}

/** The plan's lines: add, remove, pick from the catalogue; paged above LINES_PER_PAGE lines. */
export function PlanLinesEditor({ form, page, onPage }: PlanLinesEditorProps) {
  const { t } = useTranslation('plan');
  const { t: tAny } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'lines' });
  const [picking, setPicking] = useState<number | null>(null);
  const pageCount = Math.max(1, Math.ceil(fields.length / LINES_PER_PAGE));
  const current = Math.min(page, pageCount - 1);
  const first = current * LINES_PER_PAGE;
  const shown = fields.slice(first, first + LINES_PER_PAGE);
  const rootError = form.formState.errors.lines?.root?.message;

  const add = () => {
    append(emptyLine(), { shouldFocus: false });
    onPage(Math.floor(fields.length / LINES_PER_PAGE));
  };
  const pick = (material: PickedMaterial) => {
    if (picking === null) return;
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue(`lines.${picking}.materialId`, material.materialId, options);
    form.setValue(`lines.${picking}.materialName`, material.materialName, options);
    form.setValue(`lines.${picking}.categoryCode`, material.categoryCode, options);
    if (material.specification)
      form.setValue(`lines.${picking}.specification`, material.specification, options);
    if (material.unitCode) form.setValue(`lines.${picking}.unitCode`, material.unitCode, options);
  };

  const pager =
    pageCount > 1 ? (
      <HStack gap="2" wrap="wrap" data-testid="lines-pager">
        <Button
          size={CONTROL_SIZE}
          variant="outline"
          disabled={current === 0}
          onClick={() => onPage(current - 1)}
        >
          {t('actions.previousLines')}
        </Button>
        <Text fontSize="sm">{t('form.linesPage', { page: current + 1, pages: pageCount })}</Text>
        <Button
          size={CONTROL_SIZE}
          variant="outline"
          disabled={current >= pageCount - 1}
          onClick={() => onPage(current + 1)}
        >
          {t('actions.nextLines')}
        </Button>
      </HStack>
    ) : null;

  return (
    <Stack gap="3" data-testid="plan-lines">
      <HStack justify="space-between" wrap="wrap">
        <Text fontWeight="semibold" data-testid="lines-count">
          {t('form.lines', { count: fields.length })}
        </Text>
        {pager}
      </HStack>
      {rootError ? (
        <Text color="fg.error" fontSize="sm" role="alert" data-testid="lines-error">
          {translateValidation(tAny, rootError)}
        </Text>
      ) : null}
      {shown.map((field, offset) => (
        <PlanLineCard
          key={field.id}
          form={form}
          index={first + offset}
          canRemove={fields.length > 1}
          onRemove={() => remove(first + offset)}
          onPickMaterial={() => setPicking(first + offset)}
        />
      ))}
      <HStack justify="space-between" wrap="wrap">
        <Button
          size={CONTROL_SIZE}
          variant="outline"
          onClick={add}
          disabled={fields.length >= PLAN_MAX_LINES}
          data-testid="line-add"
        >
          {t('actions.addLine')}
        </Button>
        {pager}
      </HStack>
      <MaterialPickerDialog open={picking !== null} onClose={() => setPicking(null)} onPick={pick} />
    </Stack>
  );
}
