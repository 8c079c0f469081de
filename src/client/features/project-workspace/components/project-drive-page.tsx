import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProjectOptions } from '@/client/features/projects';
import { FormField } from '@/client/ui/form-field';
import { FormSelect } from '@/client/ui/form-select';
import { WORKSPACE_ROUTES as R } from '@/shared/contracts/project-workspace-paths';

/** /bidding/projectDrive: pick one of the projects my organisation runs and enter its workspace. */
export function ProjectDrivePage() {
  const { t } = useTranslation('project-workspace');
  const navigate = useNavigate();
  const { options } = useProjectOptions();
  const [projectId, setProjectId] = useState('');
  return (
    <Stack gap="4" maxW="3xl" data-testid="project-drive-page">
      <Heading size="lg">{t('titles.projectDrive')}</Heading>
      <Text color="fg.muted">{t('drive.choose')}</Text>
      <FormField label={t('fields.name')}>
        <FormSelect
          options={options}
          placeholder={t('tabs.all')}
          value={projectId}
          onChange={(event) => setProjectId(event.target.value)}
          data-testid="project-drive-select"
        />
      </FormField>
      <HStack>
        <Button
          colorPalette="brand"
          disabled={!projectId}
          onClick={() => void navigate({ to: R.drive, search: { projectId } })}
          data-testid="project-drive-enter"
        >
          {t('actions.enter')}
        </Button>
      </HStack>
    </Stack>
  );
}
