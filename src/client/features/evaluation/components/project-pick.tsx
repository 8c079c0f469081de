import { useTranslation } from 'react-i18next';
import { useProjectOptions } from '@/client/features/projects';
import { FormField } from '@/client/ui/form-field';
import { FormSelect } from '@/client/ui/form-select';

/** The buyer side's project choice at the head of each set-up screen (?projectId=). */
export function ProjectPick({
  projectId,
  onProject,
}: {
  projectId: string;
  onProject(id: string | undefined): void;
}) {
  const { t } = useTranslation('evaluation');
  const { options } = useProjectOptions();
  return (
    <FormField label={t('fields.project')}>
      <FormSelect
        options={options}
        placeholder={t('fields.chooseProject')}
        value={projectId}
        onChange={(event) => onProject(event.target.value || undefined)}
        data-testid="evaluation-project"
      />
    </FormField>
  );
}
