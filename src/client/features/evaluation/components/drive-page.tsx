import { Badge, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/client/features/tender-common';
import { Notice } from '@/client/ui/notice';
import { EVALUATION_ROUTES as R, SHEET_ROUTES } from '@/shared/contracts/evaluation-paths';
import { driveQueryOptions } from '../api/drive';
import { evaluationTasksQueryOptions } from '../api/evaluation-tasks';
import { type AreaLink, useExistingLinks } from '../hooks/use-route-links';
import { LinkCard } from './link-card';

const DRIVE = '/procurement/evaluationLobbyDrive';
/** The committee's and the results' screens of the drive (other areas), shown once they exist. */
const AREA_LINKS: readonly AreaLink[] = [
  { to: `${DRIVE}/expertSignIn`, labelKey: 'hub.signIn', testId: 'drive-sign-in' },
  { to: `${DRIVE}/expertElectLeader`, labelKey: 'hub.electLeader', testId: 'drive-elect' },
];
const RESULT_LINKS: readonly AreaLink[] = [
  { to: `${DRIVE}/priceReview`, labelKey: 'hub.price', testId: 'drive-price' },
  { to: `${DRIVE}/reportReview`, labelKey: 'hub.report', testId: 'drive-report' },
];

interface Props {
  userId: string;
  projectId: string;
}

/** evaluationLobbyDrive: the expert's projects, or one project's steps with my task state. */
export function DrivePage({ userId, projectId }: Props) {
  return projectId ? <ProjectDrive userId={userId} projectId={projectId} /> : <MyProjects userId={userId} />;
}

function MyProjects({ userId }: { userId: string }) {
  const { t } = useTranslation('evaluation');
  const tasks = useQuery(evaluationTasksQueryOptions(userId));
  const list = tasks.data?.tasks ?? [];
  return (
    <PageFrame
      title={t('titles.drive')}
      intro={t('intro.drive')}
      offline={tasks.data?.offline}
      error={tasks.error}
      testId="evaluation-drive"
    >
      {tasks.data && list.length === 0 ? (
        <Notice status="info" testId="drive-no-tasks">
          {t('state.noTasks')}
        </Notice>
      ) : null}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {list.map((task) => (
          <LinkCard
            key={task.id}
            to={R.drive}
            search={{ projectId: task.projectId }}
            title={`${task.projectCode} ${task.projectName}`}
            detail={t(`taskStatus.${task.status}`)}
            testId="drive-project"
          />
        ))}
      </SimpleGrid>
    </PageFrame>
  );
}

function ProjectDrive({ userId, projectId }: Props) {
  const { t } = useTranslation('evaluation');
  const drive = useQuery(driveQueryOptions(userId, projectId));
  const before = useExistingLinks(AREA_LINKS);
  const after = useExistingLinks(RESULT_LINKS);
  const data = drive.data?.data;
  const search = { projectId };
  return (
    <PageFrame
      title={data ? `${t('titles.drive')}: ${data.project.projectCode}` : t('titles.drive')}
      intro={data?.project.name ?? t('intro.drive')}
      offline={drive.data?.offline}
      error={drive.error ?? drive.data?.error}
      testId="evaluation-drive"
    >
      {data ? (
        <HStack gap="3" flexWrap="wrap">
          <Text>
            {t('fields.myTask')}:{' '}
            <Badge data-testid="drive-task-status">{t(`taskStatus.${data.taskStatus}`)}</Badge>
          </Text>
          <Text>
            {t('fields.leader')}: {data.leaderName ?? t('state.noLeader')}
          </Text>
        </HStack>
      ) : null}
      <Stack gap="3">
        {before.map((link) => (
          <LinkCard
            key={link.to}
            to={link.to}
            search={search}
            title={t(link.labelKey)}
            testId={link.testId}
          />
        ))}
        <LinkCard to={R.startReview} search={search} title={t('hub.startReview')} testId="drive-start" />
        <LinkCard to={R.orders} search={search} title={t('hub.orders2')} testId="drive-orders" />
        {data?.setup.steps.map((step) => {
          const to = SHEET_ROUTES[step.stepCode];
          const state = data.steps.find((s) => s.stepCode === step.stepCode);
          if (!to) return null;
          return (
            <LinkCard
              key={step.stepCode}
              to={to}
              search={search}
              title={`${step.seq}. ${t(`steps.${step.stepCode}`)}`}
              detail={`${t(`stepStatus.${step.status}`)} · ${t(state?.mine ? 'state.mine' : 'state.notMine')} · ${t('fields.submittedOf', { submitted: state?.submitted ?? 0, members: state?.members ?? 0 })}`}
              testId={`drive-step-${step.stepCode}`}
            />
          );
        })}
        {after.map((link) => (
          <LinkCard
            key={link.to}
            to={link.to}
            search={search}
            title={t(link.labelKey)}
            testId={link.testId}
          />
        ))}
      </Stack>
    </PageFrame>
  );
}
