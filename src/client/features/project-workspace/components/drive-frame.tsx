import { Alert, Badge, Button, Center, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ProjectStatusBadge } from '@/client/features/tender-common';
import { WORKSPACE_ROUTES as R } from '@/shared/contracts/project-workspace-paths';
import { overviewOptions } from '../api/calls';

/**
 * /procurement/procurementDrive: the project's head (name, code, status, who runs it: the buyer or the
 * entrusted agency, and counts) above the workspace the child route shows.
 */
export function DriveFrame({ projectId, children }: { projectId: string | undefined; children: ReactNode }) {
  const { t } = useTranslation('project-workspace');
  const navigate = useNavigate();
  const overview = useQuery({ ...overviewOptions(projectId ?? ''), enabled: !!projectId });
  const back = (
    <Button size="sm" variant="outline" onClick={() => void navigate({ to: R.projectManager })}>
      {t('actions.back')}
    </Button>
  );
  if (!projectId)
    return (
      <Stack gap="3" data-testid="drive-choose">
        <Text>{t('drive.choose')}</Text>
        {back}
      </Stack>
    );
  if (overview.isPending)
    return (
      <Center py="10">
        <Spinner />
      </Center>
    );
  const data = overview.data;
  if (!data)
    return (
      <Stack gap="3">
        <Alert.Root status="warning" data-testid="drive-not-found">
          <Alert.Indicator />
          <Alert.Description>{t('drive.notFound')}</Alert.Description>
        </Alert.Root>
        {back}
      </Stack>
    );
  const { project, side, counts } = data;
  const runner =
    side === 'agency'
      ? t('drive.entrustedBy', { name: project.departName })
      : project.agencyName
        ? t('drive.entrustedTo', { name: project.agencyName })
        : null;
  return (
    <Stack gap="4" minW="0" data-testid="drive-page" data-side={side}>
      <Stack gap="2">
        <HStack justify="space-between" align="flex-start" wrap="wrap" gap="2">
          <Stack gap="1" minW="0">
            <Heading size="lg" data-testid="drive-name">
              {project.name}
            </Heading>
            <HStack gap="2" wrap="wrap" fontSize="sm">
              <Text color="fg.muted">{project.projectCode}</Text>
              <ProjectStatusBadge code={project.status} />
              <Badge colorPalette={side === 'agency' ? 'purple' : 'blue'} data-testid="drive-side">
                {t(`side.${side}`)}
              </Badge>
              {runner ? <Text color="fg.muted">{runner}</Text> : null}
            </HStack>
          </Stack>
          {back}
        </HStack>
        <HStack gap="3" wrap="wrap" fontSize="sm" color="fg.muted" data-testid="drive-counts">
          <Text>{t('counts.signups', { count: counts.signups, pending: counts.signupsPending })}</Text>
          <Text>{t('counts.documents', { count: counts.documents })}</Text>
          <Text>{t('counts.clarifications', { count: counts.clarifications })}</Text>
          <Text>{t('counts.committee', { count: counts.committee })}</Text>
        </HStack>
        <HStack gap="2" wrap="wrap">
          <Button
            size="xs"
            variant="outline"
            onClick={() => void navigate({ to: R.contentTabs, search: { projectId } })}
            data-testid="drive-to-tabs"
          >
            {t('titles.contentTabs')}
          </Button>
          <Button
            size="xs"
            variant="outline"
            onClick={() => void navigate({ to: R.contentDetail, search: { projectId } })}
            data-testid="drive-to-detail"
          >
            {t('actions.detail')}
          </Button>
          <Button
            size="xs"
            variant="outline"
            onClick={() => void navigate({ to: R.bulletin, search: { projectId } })}
            data-testid="drive-to-bulletin"
          >
            {t('actions.bulletin')}
          </Button>
        </HStack>
      </Stack>
      {children}
    </Stack>
  );
}
