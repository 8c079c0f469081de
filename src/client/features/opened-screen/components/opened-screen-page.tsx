import { Box, Button, Center, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '@/client/ui/notice';
import { LINE_CONFIRMATION, type OpenedScreenView } from '@/shared/contracts/opened-screen';
import { openedScreenQueryOptions } from '../api/opened-screen';
import { useOpenedAnswer } from '../hooks/use-opened-answer';
import { useOpenedLive } from '../hooks/use-opened-live';
import { useScreenClock } from '../hooks/use-screen-clock';
import { DisputeDialog } from './dispute-dialog';
import { OpenedLineCard } from './opened-line-card';
import { OpenedProjectList } from './opened-project-list';
import { OpenedScreenHeader } from './opened-screen-header';

/**
 * /opened/openedScreen: the live opening screen, without the sidebar, in type large enough for a
 * projector; a phone shows the same lines one under the other. Without ?projectId it lists the projects
 * the user may watch.
 */
export function OpenedScreenPage({ projectId }: { projectId?: string }) {
  const { t } = useTranslation('opened-screen');
  return (
    <Box as="main" minH="100dvh" bg="bg.subtle" px={{ base: '3', md: '8' }} py={{ base: '3', md: '6' }}>
      <Stack gap={{ base: '4', md: '6' }} maxW="7xl" mx="auto">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Text fontSize={{ base: 'md', md: 'xl' }} fontWeight="semibold">
            {t('title')}
          </Text>
          <HStack gap="2">
            {projectId ? (
              <Button asChild variant="outline" size="sm">
                <Link to="/opened/openedScreen" search={{}}>
                  {t('actions.allProjects')}
                </Link>
              </Button>
            ) : null}
            <Button asChild variant="outline" size="sm">
              <Link to="/home">{t('actions.home')}</Link>
            </Button>
          </HStack>
        </HStack>
        {projectId ? <OpenedProject projectId={projectId} /> : <OpenedProjectList />}
      </Stack>
    </Box>
  );
}

function OpenedProject({ projectId }: { projectId: string }) {
  const { t } = useTranslation('opened-screen');
  useOpenedLive(projectId);
  const view = useQuery(openedScreenQueryOptions(projectId));
  const now = useScreenClock(view.data?.serverTime);
  if (view.isPending) {
    return (
      <Center py="10">
        <Spinner size="lg" />
      </Center>
    );
  }
  if (view.isError || !view.data) {
    return (
      <Notice status="error" testId="opened-error">
        {view.error?.message ?? t('loadFailed')}
      </Notice>
    );
  }
  return <OpenedRecord view={view.data} now={now} />;
}

function OpenedRecord({ view, now }: { view: OpenedScreenView; now: number }) {
  const { t } = useTranslation('opened-screen');
  const { answer, busy, error, clearError } = useOpenedAnswer(view.projectId);
  const [disputing, setDisputing] = useState<string | null>(null);
  const windowOpen = view.confirmUntil !== null && now <= Date.parse(view.confirmUntil);
  const canAnswer = (mine: boolean, state: string) =>
    mine && windowOpen && state === LINE_CONFIRMATION.AWAITED;
  return (
    <Stack gap={{ base: '4', md: '6' }}>
      <OpenedScreenHeader view={view} now={now} />
      {error && !disputing ? (
        <Notice status="error" testId="opened-answer-error">
          {error}
        </Notice>
      ) : null}
      {view.openedAt && view.lines.length === 0 ? <Text fontSize="xl">{t('empty')}</Text> : null}
      <Stack as="ol" gap={{ base: '3', md: '4' }} p="0" m="0" data-testid="opened-lines">
        {view.lines.map((line, index) => {
          const mine = view.myDepartId !== null && line.supplierDepartId === view.myDepartId;
          // Past the window by the server's clock an unanswered line has lapsed, as the server will say.
          const lapsed =
            !windowOpen && view.openedAt !== null && line.confirmation === LINE_CONFIRMATION.AWAITED;
          return (
            <OpenedLineCard
              key={line.offerId}
              line={lapsed ? { ...line, confirmation: LINE_CONFIRMATION.LAPSED } : line}
              index={index}
              mine={mine}
              canAnswer={canAnswer(mine, line.confirmation)}
              busy={busy}
              onConfirm={() => void answer({ kind: 'confirm', offerId: line.offerId }).catch(() => undefined)}
              onDispute={() => {
                clearError();
                setDisputing(line.offerId);
              }}
            />
          );
        })}
      </Stack>
      <DisputeDialog
        open={disputing !== null}
        busy={busy}
        error={error}
        onClose={() => setDisputing(null)}
        onSend={(reason) =>
          void answer({ kind: 'dispute', offerId: disputing ?? '', reason })
            .then(() => setDisputing(null))
            .catch(() => undefined)
        }
      />
    </Stack>
  );
}
