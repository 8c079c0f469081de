import { Button, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { TENDER_ROUTES } from '@/shared/contracts/tender-paths';

/** The committee screens opened without ?projectId: lead back to the evaluation hall. */
export function NoProject() {
  const { t } = useTranslation('committee');
  return (
    <Stack gap="3" align="flex-start" data-testid="committee-no-project">
      <Text>{t('common.noProject')}</Text>
      <Button asChild size="sm" variant="outline">
        <Link to={TENDER_ROUTES.evaluationHall}>{t('common.back')}</Link>
      </Button>
    </Stack>
  );
}
