import { Input, SimpleGrid, Textarea } from '@chakra-ui/react';

import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DATE_INPUT_SIZE, FormField } from '@/client/ui/form-field';
import { FormSelect } from '@/client/ui/form-select';
import { TENDER_METHOD } from '@/shared/codes/statuses';
import { agencyOptionsQueryOptions } from '../api/agency-options';
import type { ProjectForm } from '../lib/project-form-values';

/** The fields of a draft project; errors are shared-schema keys or the server's translated text. */
export function ProjectFormFields({ form }: { form: ProjectForm }) {
  const { t } = useTranslation('tender-buyer');
  const { t: tw } = useTranslation('project-workspace');
  const agencies = useQuery(agencyOptionsQueryOptions());
  const { register, formState } = form;
  const { errors } = formState;
  const methods = Object.values(TENDER_METHOD).map((code) => ({
    value: code,
    label: t(`codes:tenderMethod.${code}`),
  }));
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <FormField label={t('fields.name')} required error={errors.name}>
        <Input size="sm" {...register('name')} />
      </FormField>
      <FormField label={t('fields.tenderMethod')} required error={errors.tenderMethod}>
        <FormSelect options={methods} placeholder={t('search.choose')} {...register('tenderMethod')} />
      </FormField>
      <FormField label={t('fields.budget')} required error={errors.budget}>
        <Input size="sm" inputMode="decimal" {...register('budget')} />
      </FormField>
      <FormField label={tw('fields.agency')} error={errors.agencyOrgId} helper={tw('fields.agencyHint')}>
        <FormSelect
          options={(agencies.data?.agencies ?? []).map((a) => ({ value: a.id, label: a.name }))}
          placeholder={tw('fields.agencyNone')}
          data-testid="project-agency"
          {...register('agencyOrgId')}
        />
      </FormField>
      <FormField label={t('fields.signupEndTime')} required error={errors.signupEndTime}>
        <Input size={DATE_INPUT_SIZE} type="datetime-local" {...register('signupEndTime')} />
      </FormField>
      <FormField label={t('fields.quoteEndTime')} required error={errors.quoteEndTime}>
        <Input size={DATE_INPUT_SIZE} type="datetime-local" {...register('quoteEndTime')} />
      </FormField>
      <FormField
        label={t('fields.description')}
        error={errors.description}
        helper={t('form.descriptionHint')}
      >
        <Textarea size="sm" rows={5} {...register('description')} />
      </FormField>
    </SimpleGrid>
  );
}
