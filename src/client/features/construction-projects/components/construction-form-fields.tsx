import { Input, SimpleGrid, Textarea } from '@chakra-ui/react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DATE_INPUT_SIZE, FormField } from '@/client/ui/form-field';
import type { ConstructionProjectSave } from '@/shared/contracts/construction-projects';
import type { ConstructionFormValues } from '../lib/form-values';
import { InvestmentInput } from './investment-field';

type Form = UseFormReturn<ConstructionFormValues, unknown, ConstructionProjectSave>;

/** The fields of a construction project; errors are shared-schema keys or the server's translated text. */
export function ConstructionFormFields({ form }: { form: Form }) {
  const { t } = useTranslation('construction');
  const { register, formState, watch } = form;
  const { errors } = formState;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <FormField label={t('fields.code')} required error={errors.code}>
        <Input size="sm" data-testid="construction-code" {...register('code')} />
      </FormField>
      <FormField label={t('fields.name')} required error={errors.name}>
        <Input size="sm" data-testid="construction-name" {...register('name')} />
      </FormField>
      <FormField label={t('fields.ownerOrgName')} required error={errors.ownerOrgName}>
        <Input size="sm" data-testid="construction-owner" {...register('ownerOrgName')} />
      </FormField>
      <FormField label={t('fields.region')} required error={errors.region}>
        <Input size="sm" data-testid="construction-region" {...register('region')} />
      </FormField>
      <FormField
        label={t('fields.investment')}
        required
        error={errors.investment}
        helper={t('form.investmentHint')}
      >
        <InvestmentInput value={watch('investment')} field={register('investment')} />
      </FormField>
      <FormField label={t('fields.approvalDocNo')} error={errors.approvalDocNo} helper={t('form.scanNote')}>
        <Input size="sm" data-testid="construction-doc" {...register('approvalDocNo')} />
      </FormField>
      <FormField label={t('fields.startDate')} required error={errors.startDate}>
        <Input
          size={DATE_INPUT_SIZE}
          type="date"
          data-testid="construction-start"
          {...register('startDate')}
        />
      </FormField>
      <FormField label={t('fields.endDate')} required error={errors.endDate}>
        <Input size={DATE_INPUT_SIZE} type="date" data-testid="construction-end" {...register('endDate')} />
      </FormField>
      <FormField label={t('fields.remark')} error={errors.remark}>
        <Textarea size="sm" rows={3} data-testid="construction-remark" {...register('remark')} />
      </FormField>
    </SimpleGrid>
  );
}
