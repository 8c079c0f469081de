import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { type ResultsScreenProps, ResultsFrame } from './results-frame';
import { StepCard } from './step-card';

/**
 * A step's summary screen (preliminaryReviewSummary, businessReview, ... businessEconomicReviewSummary):
 * one component, parametrised by the step; the expert info (name, organisation) shows with each sheet.
 */
export function StepSummaryPage({
  stepCode,
  title,
  ...props
}: ResultsScreenProps & { stepCode: string; title: string }) {
  const { t } = useTranslation('evaluation-results');
  return (
    <ResultsFrame {...props} title={title} testId="step-summary-page">
      {(view, applied) => {
        const step = view.steps.find((s) => s.code === stepCode);
        return step ? (
          <StepCard view={view} step={step} onApplied={props.side === 'expert' ? applied : undefined} />
        ) : (
          <Text data-testid="step-missing">{t('noSteps')}</Text>
        );
      }}
    </ResultsFrame>
  );
}
