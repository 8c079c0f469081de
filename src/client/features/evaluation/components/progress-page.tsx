import { Badge, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/client/features/tender-common';
import { useBusinessTimeText } from '@/client/ui/business-time';
import { Notice } from '@/client/ui/notice';
import type { EvaluationStep } from '@/shared/codes/evaluation';
import { progressQueryOptions } from '../api/setup';
import { ProjectPick } from './project-pick';

interface Props {
  projectId: string;
  onProject(id: string | undefined): void;
  /** preliminaryReview shows the compliance step alone; evaluationOrders every step. */
  step?: EvaluationStep;
}

/**
 * The buyer's view (managerView) of the evaluation: each step in order and whether each expert has
 * submitted it. Scores never come here: the platform answers names and times only.
 */
export function ProgressPage({ projectId, onProject, step }: Props) {
  const { t } = useTranslation('evaluation');
  const progress = useQuery(progressQueryOptions(projectId));
  const time = useBusinessTimeText();
  const steps = (progress.data?.steps ?? []).filter((s) => !step || s.stepCode === step);
  return (
    <PageFrame
      title={t(step ? 'titles.buyerPreliminary' : 'titles.buyerOrders')}
      intro={t('intro.buyerOrders')}
      error={progress.error}
      testId="evaluation-progress"
    >
      <ProjectPick projectId={projectId} onProject={onProject} />
      {progress.data && steps.length === 0 ? (
        <Notice status="info" testId="progress-empty">
          {t('state.noSteps')}
        </Notice>
      ) : null}
      {steps.map((s) => (
        <Card.Root key={s.stepCode} variant="outline" data-testid={`progress-${s.stepCode}`}>
          <Card.Body gap="2" p="4">
            <HStack justify="space-between" flexWrap="wrap">
              <Heading as="h2" size="md">
                {s.seq}. {t(`steps.${s.stepCode}`)}
              </Heading>
              <Badge colorPalette={s.status === '01' ? 'green' : 'blue'}>{t(`stepStatus.${s.status}`)}</Badge>
            </HStack>
            <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
              {s.experts.map((e) => (
                <HStack as="li" key={e.expertUserId} justify="space-between" flexWrap="wrap" gap="2">
                  <Text overflowWrap="anywhere">{e.expertName}</Text>
                  <Text fontSize="sm" color={e.submittedAt ? 'fg' : 'fg.muted'} data-testid="progress-state">
                    {e.submittedAt
                      ? t('state.submitted', { at: time(e.submittedAt) })
                      : t('state.notSubmitted')}
                  </Text>
                </HStack>
              ))}
            </Stack>
          </Card.Body>
        </Card.Root>
      ))}
      {progress.data ? (
        <Text fontSize="sm" color="fg.muted">
          {t('state.scoresHidden')}
        </Text>
      ) : null}
    </PageFrame>
  );
}
