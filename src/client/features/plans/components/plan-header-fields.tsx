import { Grid, GridItem, Input, Text, Textarea } from '@chakra-ui/react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DATE_INPUT_SIZE, FormField } from '@/client/ui/form-field';
import type { PlanFormValues } from '../lib/plan-form-values';
import { CONTROL_SIZE } from './plan-line-card';

interface PlanHeaderFieldsProps {
  form: UseFormReturn<PlanFormValues>;
  /** Simulated-quantity plans (02) also cover a period. */
  period: boolean;
}

/** The plan's header: its department (the user's), year or period, title and remark. */
export function PlanHeaderFields({ form, period }: PlanHeaderFieldsProps) {
  const { t } = useTranslation('plan');
  const { register, formState, getValues } = form;
  const errors = formState.errors;
  return (
    <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }} gap="3" data-testid="plan-header">
      <FormField label={t('fields.depart')} required error={errors.departId}>
        <Text py="2" data-testid="plan-depart">
          {getValues('departName') || getValues('departId') || '-'}
        </Text>
      </FormField>
      <FormField label={t('fields.year')} required error={errors.year}>
        <Input size={CONTROL_SIZE} inputMode="numeric" {...register('year')} data-testid="plan-year" />
      </FormField>
      {period ? (
        <>
          <FormField label={t('fields.periodStart')} error={errors.periodStart}>
            <Input
              type="date"
              size={DATE_INPUT_SIZE}
              {...register('periodStart')}
              data-testid="plan-periodStart"
            />
          </FormField>
          <FormField label={t('fields.periodEnd')} error={errors.periodEnd}>
            <Input
              type="date"
              size={DATE_INPUT_SIZE}
              {...register('periodEnd')}
              data-testid="plan-periodEnd"
            />
          </FormField>
        </>
      ) : null}
      <GridItem colSpan={{ base: 1, md: 2 }}>
        <FormField label={t('fields.title')} required error={errors.title}>
          <Input size={CONTROL_SIZE} {...register('title')} data-testid="plan-title" />
        </FormField>
      </GridItem>
      <GridItem colSpan={{ base: 1, md: 2 }}>
        <FormField label={t('fields.remark')} error={errors.remark}>
          <Textarea rows={2} {...register('remark')} data-testid="plan-remark" />
        </FormField>
      </GridItem>
    </Grid>
  );
}
