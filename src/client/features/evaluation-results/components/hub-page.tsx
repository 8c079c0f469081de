import { Card, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { session } from '@/client/data/session';
import { PageFrame, ProjectStatusBadge } from '@/client/features/tender-common';
import { ScreenHub, type ScreenHubItem } from '@/client/ui/screen-hub';
import type {
  EvaluationResultOverview,
  EvaluationResultProject,
} from '@/shared/contracts/evaluation-results';
import { EVALUATION_RESULT_ROUTES as R } from '@/shared/contracts/evaluation-results-paths';
import { buyerProjectsQueryOptions, pendingSignaturesQueryOptions } from '../api/reads';
import { STEP_SCREENS } from './step-screens';
import { ResultsFrame } from './results-frame';

/**
 * The buyer's evaluation results (spec 2.9, evaluationResults): without a project, the organisation's
 * projects in evaluation or after it; with one, its child screens (the summaries of the steps it runs,
 * price, candidates, report, scrapped offers), each carrying the project.
 */
export function ResultsHubPage({ projectId }: { projectId: string }) {
  const { t } = useTranslation('evaluation-results');
  if (!projectId) return <BuyerProjects />;
  return (
    <ResultsFrame side="buyer" projectId={projectId} title="titles.hub" testId="results-hub">
      {(view) => <ScreenHub title={t('hub.steps')} items={hubItems(view)} />}
    </ResultsFrame>
  );
}

function hubItems(view: EvaluationResultOverview): ScreenHubItem[] {
  const search = { projectId: view.project.id };
  const cost = view.project.priceMethod === 'costPerformance';
  const item = (to: string, key: string): ScreenHubItem => ({
    to,
    labelKey: `evaluation-results:titles.${key}`,
    grantedBy: R.hub,
    search,
  });
  const steps = view.steps
    .filter((s) => s.code !== 'price')
    .map((s) => STEP_SCREENS.find((x) => x.step === s.code))
    .filter((x): x is (typeof STEP_SCREENS)[number] => !!x)
    .map((x) => item(x.path, x.key));
  return [
    ...steps,
    item(
      cost ? R.costPerformancePriceReview : R.lowestPriceReview,
      cost ? 'costPerformancePriceReview' : 'lowestPriceReview',
    ),
    item(
      cost ? R.costPerformanceWinningCandidate : R.lowestPriceWinningCandidate,
      cost ? 'costPerformanceWinningCandidate' : 'lowestPriceWinningCandidate',
    ),
    item(R.viewEvaluationReport, 'viewEvaluationReport'),
    item(R.checkTheScrapBid, 'checkTheScrapBid'),
  ];
}

function ProjectLinks({
  rows,
  to,
  testId,
}: {
  rows: readonly EvaluationResultProject[];
  to: string;
  testId: string;
}) {
  const { t } = useTranslation('evaluation-results');
  // A list holds only its items (axe): the empty state stands beside it.
  if (rows.length === 0) return <Text color="fg.muted">{t('noProjects')}</Text>;
  return (
    <Stack gap="3" as="ul" listStyleType="none" p="0" m="0" data-testid={testId}>
      {rows.map((p) => (
        <Card.Root as="li" key={p.id} variant="outline">
          <Card.Body p="3" gap="1">
            <Link to={to} search={{ projectId: p.id }} data-testid="results-project-link">
              <Text fontWeight="semibold" color="fg.info" textDecoration="underline" overflowWrap="anywhere">
                {p.name}
              </Text>
            </Link>
            <HStack gap="2" wrap="wrap">
              <Text fontSize="sm" color="fg.muted">
                {p.code}
              </Text>
              <ProjectStatusBadge code={p.status} />
            </HStack>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}

function BuyerProjects() {
  const { t } = useTranslation('evaluation-results');
  const userId = useSnapshot(session).userInfo?.id ?? '';
  const query = useQuery(buyerProjectsQueryOptions(userId));
  return (
    <PageFrame
      title={t('titles.hub')}
      offline={query.data?.offline}
      error={query.data?.error ?? query.error}
      testId="results-projects"
    >
      <Heading as="h2" size="md">
        {t('pickProject')}
      </Heading>
      {query.data ? (
        <ProjectLinks rows={query.data.data} to={R.hub} testId="results-project-list" />
      ) : query.isError ? null : (
        <Skeleton height="24" />
      )}
    </PageFrame>
  );
}

/** The expert's reports waiting for their signature (reportReview without a project). */
export function PendingReportsPage() {
  const { t } = useTranslation('evaluation-results');
  const userId = useSnapshot(session).userInfo?.id ?? '';
  const query = useQuery(pendingSignaturesQueryOptions(userId));
  return (
    <PageFrame
      title={t('titles.reportReview')}
      offline={query.data?.offline}
      error={query.data?.error ?? query.error}
      testId="pending-reports"
    >
      <Heading as="h2" size="md">
        {t('report.pending')}
      </Heading>
      {query.data ? (
        query.data.data.length === 0 ? (
          <Text color="fg.muted">{t('report.noPending')}</Text>
        ) : (
          <ProjectLinks rows={query.data.data} to={R.reportReview} testId="pending-list" />
        )
      ) : query.isError ? null : (
        <Skeleton height="24" />
      )}
    </PageFrame>
  );
}
