import { Field } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useProjectOptions } from '@/client/features/projects';
import { FormSelect } from '@/client/ui/form-select';

interface ProjectPickerProps {
  projectId: string;
  onChange(projectId: string): void;
}

/** The project a supplierResponse overview shows ('' all the organisation's projects). */
export function ResponseProjectPicker({ projectId, onChange }: ProjectPickerProps) {
  const { t } = useTranslation('supplier-response');
  const { options } = useProjectOptions();
  return (
    <Field.Root maxW={{ base: 'full', md: '420px' }}>
      <Field.Label>{t('fields.project')}</Field.Label>
      <FormSelect
        options={options}
        placeholder={t('fields.allProjects')}
        value={projectId}
        onChange={(event) => onChange(event.target.value)}
        data-testid="response-project"
      />
      <Field.HelperText>{t('overview.hint')}</Field.HelperText>
    </Field.Root>
  );
}
