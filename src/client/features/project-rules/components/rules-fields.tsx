import { Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DATE_INPUT_SIZE, FormField } from '@/client/ui/form-field';
import { FormSelect } from '@/client/ui/form-select';
import { EVALUATION_METHOD } from '@/shared/codes/plans';
import { PRICE_METHOD } from '@/shared/codes/project-rules';
import type { RulesForm } from '../lib/rules-form-values';
import { CriteriaTable } from './criteria-table';
import { MoneyField } from './money-field';

/** The rules' fields; errors are shared-schema keys or the server's translated text. */
export function RulesFields({
  form,
  signupEnd,
  quoteEnd,
}: {
  form: RulesForm;
  signupEnd: string;
  quoteEnd: string;
}) {
  const { t } = useTranslation('project-rules');
  const { register, formState } = form;
  const { errors } = formState;
  const evaluation = Object.values(EVALUATION_METHOD).map((c) => ({
    value: c,
    label: t(`codes:evaluationMethod.${c}`),
  }));
  const price = Object.values(PRICE_METHOD).map((c) => ({ value: c, label: t(`codes.priceMethod.${c}`) }));
  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label={t('fields.evaluationMethod')} required error={errors.evaluationMethod}>
          <FormSelect options={evaluation} data-testid="rules-evaluation" {...register('evaluationMethod')} />
        </FormField>
        <FormField label={t('fields.priceMethod')} required error={errors.priceMethod}>
          <FormSelect options={price} data-testid="rules-price" {...register('priceMethod')} />
        </FormField>
      </SimpleGrid>
      <FormField label={t('fields.criteria')} helper={t('fields.criteriaHint')}>
        <CriteriaTable form={form} />
      </FormField>
      <FormField label={t('fields.qualification')} error={errors.qualification}>
        <Textarea size="sm" rows={4} data-testid="rules-qualification" {...register('qualification')} />
      </FormField>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <MoneyField
          form={form}
          toggle="hasBail"
          amount="bailAmount"
          toggleLabel={t('fields.hasBail')}
          label={t('fields.bailAmount')}
          testId="rules-bail"
        />
        <MoneyField
          form={form}
          toggle="hasDocumentFee"
          amount="documentFee"
          toggleLabel={t('fields.hasDocumentFee')}
          label={t('fields.documentFee')}
          testId="rules-fee"
        />
        <FormField label={t('fields.minValidOffers')} required error={errors.minValidOffers}>
          <Input
            size="sm"
            inputMode="numeric"
            data-testid="rules-min-offers"
            {...register('minValidOffers')}
          />
        </FormField>
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField
          label={t('fields.signupStartTime')}
          required
          error={errors.signupStartTime}
          helper={t('fields.signupEndIs', { time: signupEnd })}
        >
          <Input size={DATE_INPUT_SIZE} type="datetime-local" {...register('signupStartTime')} />
        </FormField>
        <FormField
          label={t('fields.questionEndTime')}
          required
          error={errors.questionEndTime}
          helper={t('fields.quoteEndIs', { time: quoteEnd })}
        >
          <Input size={DATE_INPUT_SIZE} type="datetime-local" {...register('questionEndTime')} />
        </FormField>
      </SimpleGrid>
    </Stack>
  );
}
