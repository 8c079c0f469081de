import { Box, Button, Grid, GridItem, HStack, Input, Text, Textarea } from '@chakra-ui/react';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DictSelect } from '@/client/ui/dict-select';
import { useNarrowScreen } from '@/client/ui/use-narrow-screen';
import { DATE_INPUT_SIZE, FormField } from '@/client/ui/form-field';
import { MEASURE_UNIT_GROUP } from '@/shared/codes/measure-units';
import { wanToYuan } from '@/shared/rules/plan-money';
import { lineAmountYuan } from '../lib/plan-amounts';
import type { PlanFormValues, PlanLineValues } from '../lib/plan-form-values';
import { ConstructionProjectSelect } from './construction-project-select';
import { MoneyText } from './money-text';

/** 44 px controls on a phone, the form's small size above md. */
export const CONTROL_SIZE = { base: 'lg', md: 'sm' } as const;

interface PlanLineCardProps {
  form: UseFormReturn<PlanFormValues>;
  index: number;
  canRemove: boolean;
  onRemove(): void;
  onPickMaterial(): void;
}

type LineField = keyof PlanLineValues;

/** One plan line: material (catalogue or free text), quantity and unit, unit price in 10,000 yuan, the rest. */
export function PlanLineCard({ form, index, canRemove, onRemove, onPickMaterial }: PlanLineCardProps) {
  const { t } = useTranslation('plan');
  const { register, control, formState } = form;
  const narrow = useNarrowScreen();
  const line = useWatch({ control, name: `lines.${index}` });
  const errors = formState.errors.lines?.[index];
  const name = (field: LineField) => `lines.${index}.${field}` as const;
  const text = (field: LineField, required = false, testId?: string) => (
    <FormField label={t(`fields.${field}`)} required={required} error={errors?.[field]}>
      <Input size={CONTROL_SIZE} {...register(name(field))} data-testid={testId ?? `line-${field}`} />
    </FormField>
  );
  const priceYuan = line?.unitPriceWan ? wanToYuan(line.unitPriceWan) : undefined;
  const amount = line ? lineAmountYuan(line) : undefined;
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" data-testid="plan-line" data-index={index}>
      <HStack justify="space-between" mb="2" wrap="wrap">
        <Text fontWeight="semibold">{t('form.lineNo', { n: index + 1 })}</Text>
        <HStack gap="2">
          <Button size={CONTROL_SIZE} variant="outline" onClick={onPickMaterial} data-testid="line-pick">
            {t('actions.pickMaterial')}
          </Button>
          <Button
            size={CONTROL_SIZE}
            variant="ghost"
            colorPalette="red"
            onClick={onRemove}
            disabled={!canRemove}
            data-testid="line-remove"
          >
            {t('actions.removeLine')}
          </Button>
        </HStack>
      </HStack>
      <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' }} gap="3">
        <GridItem colSpan={{ base: 1, md: 2 }}>{text('materialName', true)}</GridItem>
        <GridItem colSpan={{ base: 1, md: 2 }}>{text('specification')}</GridItem>
        {text('quantity', true)}
        <FormField label={t('fields.unitCode')} required error={errors?.unitCode}>
          <Controller
            control={control}
            name={name('unitCode')}
            render={({ field }) => (
              <Box data-testid="line-unitCode">
                <DictSelect
                  group={MEASURE_UNIT_GROUP}
                  value={field.value as string}
                  onChange={field.onChange}
                  name={field.name}
                  size={narrow ? 'lg' : 'sm'}
                  aria-label={t('fields.unitCode')}
                  invalid={!!errors?.unitCode}
                />
              </Box>
            )}
          />
        </FormField>
        <GridItem colSpan={{ base: 1, md: 2 }}>
          <FormField label={t('fields.unitPriceWan')} required error={errors?.unitPriceWan}>
            <Input
              size={CONTROL_SIZE}
              inputMode="decimal"
              {...register(name('unitPriceWan'))}
              data-testid="line-unitPriceWan"
            />
          </FormField>
          <MoneyText yuan={priceYuan} testId="line-unit-price" />
        </GridItem>
        <GridItem colSpan={{ base: 1, md: 2 }}>
          <Text fontSize="sm" fontWeight="medium">
            {t('fields.amount')}
          </Text>
          {amount === undefined ? (
            <Text fontSize="sm" color="fg.muted">
              -
            </Text>
          ) : (
            <MoneyText yuan={amount} testId="line-amount" />
          )}
        </GridItem>
        <FormField label={t('fields.deliveryDate')} error={errors?.deliveryDate}>
          <Input
            type="date"
            size={DATE_INPUT_SIZE}
            {...register(name('deliveryDate'))}
            data-testid="line-deliveryDate"
          />
        </FormField>
        {text('deliveryPlace')}
        {text('budgetSource')}
        <FormField label={t('fields.constructionProjectId')} error={errors?.constructionProjectId}>
          <ConstructionProjectSelect
            {...register(name('constructionProjectId'))}
            value={line?.constructionProjectId ?? ''}
          />
        </FormField>
        {text('purpose')}
        <GridItem colSpan={{ base: 1, md: 2 }}>
          <FormField label={t('fields.overPlanReason')} error={errors?.overPlanReason}>
            <Textarea rows={2} {...register(name('overPlanReason'))} data-testid="line-overPlanReason" />
          </FormField>
        </GridItem>
        <GridItem colSpan={{ base: 1, md: 2 }}>{text('remark')}</GridItem>
      </Grid>
    </Box>
  );
}
