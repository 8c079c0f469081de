import { Button, Heading, Stack } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Notice } from '@/client/ui/notice';
import { TENDER_ROUTES } from '@/shared/contracts/tender-paths';

/** A project screen opened without ?projectId=: the way to the project list, where its rows lead here. */
export function ChooseProject({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('project-rules');
  const navigate = useNavigate();
  return (
    <Stack gap="4" maxW="3xl" data-testid="choose-project">
      <Heading size="lg">{t(titleKey)}</Heading>
      <Notice
        status="info"
        testId="choose-project-notice"
        action={
          <Button
            size="sm"
            variant="outline"
            onClick={() => void navigate({ to: TENDER_ROUTES.projectList })}
          >
            {t('actions.toProjects')}
          </Button>
        }
      >
        {t('page.chooseProject')}
      </Notice>
    </Stack>
  );
}
