import { Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { session } from '@/client/data/session';
import { DeadlineText, PageFrame, ProjectStatusBadge } from '@/client/features/tender-common';
import { BusinessTime } from '@/client/ui/business-time';
import { RESULT_ROUTES as R } from '@/shared/contracts/results-paths';
import { publicityProjectsQueryOptions, publicityQueryOptions } from '../api/reads';
import { CandidateList } from './candidate-list';
import { ProjectListFrame } from './project-list';

/**
 * procurementPublicty (spec 2.10): the candidates (rank, supplier, price, score) published until the
 * publicity's end, with the time left by the server's clock. Bidders of the project, any supplier for
 * an open tender, and the buyer side read it.
 */
export function PublicityPage({ projectId }: { projectId: string }) {
  const { t } = useTranslation('results');
  const userId = useSnapshot(session).userInfo?.id ?? '';
  const projects = useQuery({ ...publicityProjectsQueryOptions(userId), enabled: !!userId && !projectId });
  const query = useQuery(publicityQueryOptions(userId, projectId));
  if (!projectId)
    return (
      <ProjectListFrame
        title="titles.publicity"
        query={projects}
        to={R.publicity}
        testId="publicity-projects"
      />
    );
  const kept = query.data;
  const view = kept?.data;
  return (
    <PageFrame
      title={t('titles.publicity')}
      offline={kept?.offline}
      error={kept?.error ?? query.error}
      testId="publicity-page"
    >
      <Link to={R.publicity} search={{}}>
        <Text as="span" color="fg.info" textDecoration="underline">
          {t('allProjects')}
        </Text>
      </Link>
      {!view ? (
        query.isError ? null : (
          <Skeleton height="32" />
        )
      ) : (
        <Stack gap="4">
          <Stack gap="1">
            <Text fontWeight="semibold" overflowWrap="anywhere">
              {view.project.name}{' '}
              <Text as="span" color="fg.muted">
                ({view.project.code})
              </Text>
            </Text>
            <HStack gap="2" wrap="wrap">
              <ProjectStatusBadge code={view.project.status} />
              <Text fontSize="sm">{t('publicity.days', { count: view.days })}</Text>
            </HStack>
          </Stack>
          {view.endsAt ? (
            <Stack direction={{ base: 'column', md: 'row' }} gap={{ base: '2', md: '6' }}>
              <Stack gap="0">
                <Text fontSize="sm" color="fg.muted">
                  {t('publicity.startedAt')}
                </Text>
                <BusinessTime at={view.startedAt} fontSize="sm" />
              </Stack>
              <Stack gap="0">
                <Text fontSize="sm" color="fg.muted">
                  {t('publicity.endsAt')}
                </Text>
                <DeadlineText at={view.endsAt} testId="publicity-countdown" />
              </Stack>
            </Stack>
          ) : null}
          <Heading as="h2" size="md">
            {t('candidates')}
          </Heading>
          <CandidateList rows={view.candidates} />
        </Stack>
      )}
    </PageFrame>
  );
}
