import { Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { RankingList, RejectedList } from './ranking-list';
import { type ResultsScreenProps, ResultsFrame } from './results-frame';
import { StepCard } from './step-card';

/**
 * The winning candidates (checkTheWinningCandidate and its lowest-price / cost-performance forms, the
 * expert's winningCandidate): the ranking with the candidates marked and the rejected offers. On the
 * expert's side it is also the leader's desk: every step with its summary action, in order.
 */
export function CandidatesPage({
  title,
  withSteps = false,
  ...props
}: ResultsScreenProps & { title: string; withSteps?: boolean }) {
  const { t } = useTranslation('evaluation-results');
  return (
    <ResultsFrame {...props} title={title} testId="candidates-page">
      {(view, applied) => (
        <Stack gap="5">
          {withSteps
            ? view.steps.map((step) => (
                <StepCard
                  key={step.code}
                  view={view}
                  step={step}
                  onApplied={props.side === 'expert' ? applied : undefined}
                />
              ))
            : null}
          <Stack gap="2">
            <Heading as="h2" size="md">
              {t('hub.candidates')}
            </Heading>
            <RankingList view={view} />
          </Stack>
          <Stack gap="2">
            <Heading as="h2" size="md">
              {t('report.rejected')}
            </Heading>
            <RejectedList outcomes={view.outcomes} />
          </Stack>
        </Stack>
      )}
    </ResultsFrame>
  );
}
