import { Alert, Badge, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { BusinessTime } from '@/client/ui/business-time';
import type {
  EvaluationResultOverview,
  ResultSheet,
  ResultStep,
} from '@/shared/contracts/evaluation-results';
import { SummariseForm } from './summarise-form';

/**
 * One review step: before the leader's summary only who has sent a sheet (the marks stay sealed); after
 * it every expert's marks with the expert's name and organisation, and the summary per offer.
 */
export function StepCard({
  view,
  step,
  onApplied,
}: {
  view: EvaluationResultOverview;
  step: ResultStep;
  onApplied?: (v: EvaluationResultOverview) => void;
}) {
  const { t } = useTranslation('evaluation-results');
  const supplier = new Map(view.offers.map((o) => [o.offerId, o.supplierName]));
  const summarised = step.status === '01';
  const leaderMayAct = view.me.isLeader && !summarised && view.project.status === '05' && !!onApplied;
  return (
    <Card.Root variant="outline" data-testid={`step-${step.code}`} data-status={step.status}>
      <Card.Body gap="3" p={{ base: '3', md: '5' }}>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h2" size="md">
            {t(`step.${step.code}`)}
          </Heading>
          <Badge colorPalette={summarised ? 'green' : 'orange'} data-testid="step-status">
            {t(`stepStatus.${step.status}`, { defaultValue: step.status })}
          </Badge>
        </HStack>
        <Text color="fg.muted" fontSize="sm">
          {step.submittedBy.length > 0
            ? t('sheetsFrom', { names: step.submittedBy.join(', ') })
            : t('noSheetsYet')}
        </Text>
        {summarised ? (
          <Text fontSize="sm" data-testid="step-summarised-by">
            {t('summarisedBy', { name: step.summarisedBy ?? '-', at: '' })}
            {step.summarisedAt ? <BusinessTime at={step.summarisedAt} /> : null}
          </Text>
        ) : (
          <Alert.Root status="info" size="sm">
            <Alert.Indicator />
            <Alert.Description>{t('sealedUntilSummary')}</Alert.Description>
          </Alert.Root>
        )}
        {step.forced ? <Text fontSize="sm">{t('forcedNote', { note: step.note ?? '' })}</Text> : null}
        {step.sheets.map((sheet) => (
          <SheetView key={sheet.expertUserId} step={step} sheet={sheet} supplier={supplier} />
        ))}
        {step.results.length > 0 ? (
          <Stack gap="1" data-testid="step-results">
            <Text fontWeight="semibold">{t('stepResult')}</Text>
            {step.results.map((r) => (
              <HStack key={r.offerId} justify="space-between" gap="2" wrap="wrap" data-testid="step-result">
                <Text overflowWrap="anywhere">{supplier.get(r.offerId)}</Text>
                {r.rejected ? (
                  <Badge colorPalette="red">{t('rejected')}</Badge>
                ) : step.criteria.some((c) => c.kind === 'score') ? (
                  <Text fontWeight="semibold">{r.score}</Text>
                ) : (
                  <Badge colorPalette="green">{t('pass')}</Badge>
                )}
              </HStack>
            ))}
          </Stack>
        ) : null}
        {leaderMayAct && onApplied ? <SummariseForm view={view} step={step} onApplied={onApplied} /> : null}
      </Card.Body>
    </Card.Root>
  );
}

function SheetView({
  step,
  sheet,
  supplier,
}: {
  step: ResultStep;
  sheet: ResultSheet;
  supplier: ReadonlyMap<string, string>;
}) {
  const { t } = useTranslation('evaluation-results');
  const criterion = new Map(step.criteria.map((c) => [c.id, c]));
  const offers = [...new Set(sheet.marks.map((m) => m.offerId))];
  return (
    <Stack gap="1" borderTopWidth="1px" pt="2" data-testid="expert-sheet">
      <Text fontWeight="semibold" overflowWrap="anywhere">
        {t('expert')}: {sheet.expertName}
        {sheet.departName ? ` (${sheet.departName})` : ''}
      </Text>
      {offers.map((offerId) => (
        <Stack key={offerId} gap="0" pl="2">
          <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
            {supplier.get(offerId)}
          </Text>
          {sheet.marks
            .filter((m) => m.offerId === offerId)
            .map((m) => {
              const c = criterion.get(m.criterionId);
              const value =
                m.points !== null
                  ? `${m.points} / ${c?.maxPoints ?? ''}`
                  : m.passed
                    ? t('pass')
                    : `${t('fail')}${m.reason ? `: ${m.reason}` : ''}`;
              return (
                <Text
                  key={m.criterionId}
                  fontSize="sm"
                  pl="2"
                  overflowWrap="anywhere"
                  data-testid="expert-mark"
                >
                  {c?.name}: {value}
                </Text>
              );
            })}
        </Stack>
      ))}
    </Stack>
  );
}
