import { Box, Button, Center, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { BusinessTime } from '@/client/ui/business-time';
import { Notice } from '@/client/ui/notice';
import { openedProjectsQueryOptions } from '../api/opened-screen';

/** The projects the user may watch (opening to come, opening, just opened), each opening its screen. */
export function OpenedProjectList() {
  const { t } = useTranslation('opened-screen');
  const projects = useQuery(openedProjectsQueryOptions());
  if (projects.isPending) {
    return (
      <Center py="10">
        <Spinner size="lg" />
      </Center>
    );
  }
  if (projects.isError) {
    return (
      <Notice status="error" testId="opened-error">
        {projects.error.message}
      </Notice>
    );
  }
  if (projects.data.length === 0)
    return <Text data-testid="opened-projects-empty">{t('projects.empty')}</Text>;
  return (
    <Stack as="ul" gap="3" p="0" m="0" data-testid="opened-projects">
      {projects.data.map((p) => (
        <Box as="li" listStyleType="none" key={p.projectId} borderWidth="1px" borderRadius="md" bg="bg" p="3">
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Stack gap="0" minW="0">
              <Text fontWeight="semibold" wordBreak="break-word">
                {p.projectCode} {p.projectName}
              </Text>
              <HStack gap="2" wrap="wrap" fontSize="sm" color="fg.muted">
                <Text>{t(p.openedAt ? 'state.opened' : 'quoteEnd')}</Text>
                <BusinessTime at={p.openedAt ?? p.quoteEndTime} />
              </HStack>
            </Stack>
            <Button asChild size="sm" colorPalette="blue">
              <Link to="/opened/openedScreen" search={{ projectId: p.projectId }}>
                {t('actions.watch')}
              </Link>
            </Button>
          </HStack>
        </Box>
      ))}
    </Stack>
  );
}
