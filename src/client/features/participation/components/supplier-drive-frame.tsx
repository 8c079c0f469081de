import { Alert, Box, Button, Center, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ProjectStatusBadge } from '@/client/features/tender-common';
import { PARTICIPATION_ROUTES as R } from '@/shared/contracts/participation-paths';
import { driveOptions } from '../api/calls';
import { DRIVE_TABS, type DriveTab, driveTabPath } from '../lib/drive-tabs';

interface SupplierDriveFrameProps {
  projectId: string | undefined;
  /** The child route shown (its tab is marked). */
  active: DriveTab | undefined;
  children: ReactNode;
}

/**
 * /procurement/procurementDriveSupplier: the project's head and the tabs of the drive's children above
 * the child screen. Without a project it points to the lists; a project not open to my organisation
 * answers like a missing one.
 */
export function SupplierDriveFrame({ projectId, active, children }: SupplierDriveFrameProps) {
  const { t } = useTranslation('participation');
  const drive = useQuery(driveOptions(projectId ?? ''));
  if (!projectId)
    return (
      <Stack gap="3" data-testid="supplier-drive-choose">
        <Heading size="lg">{t('title.drive')}</Heading>
        <Text>{t('drive.pick')}</Text>
        <HStack gap="2" wrap="wrap">
          <Button asChild size="sm" variant="outline">
            <Link to={R.current}>{t('drive.pickCurrent')}</Link>
          </Button>
          <Button asChild size="sm" variant="outline">
            <Link to={R.proceed}>{t('drive.pickProceed')}</Link>
          </Button>
        </HStack>
      </Stack>
    );
  if (drive.isPending)
    return (
      <Center py="10">
        <Spinner />
      </Center>
    );
  if (!drive.data)
    return (
      <Alert.Root status="warning" data-testid="supplier-drive-not-found">
        <Alert.Indicator />
        <Alert.Description>{t('drive.notFound')}</Alert.Description>
      </Alert.Root>
    );
  const { project } = drive.data;
  return (
    <Stack gap="4" minW="0" data-testid="supplier-drive">
      <Stack gap="1">
        <HStack gap="2" wrap="wrap">
          <Heading size="lg" data-testid="supplier-drive-name">
            {project.name}
          </Heading>
          <ProjectStatusBadge code={project.status} />
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {project.projectCode} · {project.departName} ·{' '}
          {t(`codes:tenderMethod.${project.tenderMethod}`, { defaultValue: project.tenderMethod })}
        </Text>
      </Stack>
      <Box overflowX="auto" borderBottomWidth="1px">
        <HStack
          as="nav"
          gap="1"
          minW="max-content"
          aria-label={t('title.drive')}
          data-testid="supplier-drive-tabs"
        >
          {DRIVE_TABS.map((tab) => (
            <Button
              key={tab}
              asChild
              size="sm"
              variant={tab === active ? 'solid' : 'ghost'}
              colorPalette={tab === active ? 'brand' : 'gray'}
              data-testid={`drive-tab-${tab}`}
            >
              <Link
                to={driveTabPath(tab)}
                search={{ projectId }}
                aria-current={tab === active ? 'page' : undefined}
              >
                {t(`drive.tabs.${tab}`)}
              </Link>
            </Button>
          ))}
        </HStack>
      </Box>
      <Box minW="0">{children}</Box>
    </Stack>
  );
}
