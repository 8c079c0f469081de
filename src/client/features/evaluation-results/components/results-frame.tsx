import { Badge, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame, ProjectStatusBadge } from '@/client/features/tender-common';
import type { EvaluationResultOverview } from '@/shared/contracts/evaluation-results';
import { EVALUATION_RESULT_ROUTES as R } from '@/shared/contracts/evaluation-results-paths';
import type { ResultSide } from '../api/keys';
import { useOverview } from './use-overview';

export interface ResultsScreenProps {
  side: ResultSide;
  projectId: string;
}

/**
 * The frame of every results screen: title, the project (name, code, status, price method), the device
 * copy or load-failure notes, and the screen's body once the overview is in.
 */
export function ResultsFrame({
  side,
  projectId,
  title,
  testId,
  children,
}: ResultsScreenProps & {
  title: string;
  testId: string;
  children: (view: EvaluationResultOverview, applied: (v: EvaluationResultOverview) => void) => ReactNode;
}) {
  const { t } = useTranslation('evaluation-results');
  const { query, applied } = useOverview(side, projectId);
  const kept = query.data;
  const back = side === 'buyer' ? R.hub : R.reportReview;
  return (
    <PageFrame title={t(title)} offline={kept?.offline} error={kept?.error ?? query.error} testId={testId}>
      <Link to={back} search={side === 'buyer' ? { projectId } : {}}>
        <Text as="span" color="fg.info" textDecoration="underline">
          {t('back')}
        </Text>
      </Link>
      {!projectId ? (
        <Text>{t('pickProject')}</Text>
      ) : !kept ? (
        query.isError ? null : (
          <Skeleton height="32" />
        )
      ) : (
        <Stack gap="5">
          <ProjectLine view={kept.data} />
          {children(kept.data, applied)}
        </Stack>
      )}
    </PageFrame>
  );
}

function ProjectLine({ view }: { view: EvaluationResultOverview }) {
  const { t } = useTranslation('evaluation-results');
  const { project } = view;
  return (
    <Stack gap="1" data-testid="results-project">
      <Text fontWeight="semibold" overflowWrap="anywhere">
        {project.name}{' '}
        <Text as="span" color="fg.muted">
          ({project.code})
        </Text>
      </Text>
      <HStack gap="2" wrap="wrap">
        <ProjectStatusBadge code={project.status} />
        <Badge colorPalette="blue">{t(`priceMethod.${project.priceMethod}`)}</Badge>
        {project.failedReason ? (
          <Badge colorPalette="red" data-testid="project-failed">
            {t('projectFailed')}
          </Badge>
        ) : null}
      </HStack>
    </Stack>
  );
}
