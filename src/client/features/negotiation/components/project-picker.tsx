import { NativeSelect, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { NegotiationProjectView } from '@/shared/contracts/negotiation';
import { FormField } from '@/client/ui/form-field';

interface ProjectPickerProps {
  projects: readonly NegotiationProjectView[];
  projectId: string;
  onPick(projectId: string): void;
}

/** The method 13 projects of the reader (past their opening); choosing one puts it in the address. */
export function ProjectPicker({ projects, projectId, onPick }: ProjectPickerProps) {
  const { t } = useTranslation('negotiation');
  if (projects.length === 0)
    return (
      <Text color="fg.muted" data-testid="negotiation-no-projects">
        {t('empty.projects')}
      </Text>
    );
  return (
    <FormField label={t('fields.project')}>
      <NativeSelect.Root size="md" maxW={{ base: 'full', md: 'lg' }}>
        <NativeSelect.Field
          value={projectId}
          onChange={(event) => onPick(event.target.value)}
          aria-label={t('fields.project')}
          data-testid="negotiation-project"
        >
          <option value="">{t('pick')}</option>
          {projects.map((p) => (
            <option key={p.projectId} value={p.projectId}>
              {`${p.projectCode} ${p.projectName}`}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}
