import { Badge, Card, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { EvaluationResultOverview, ResultOutcome } from '@/shared/contracts/evaluation-results';
import { reasonLabel } from './reason-label';

/** The ranked offers (rank, price, scores, price score, total), candidates marked; cards, no wide table. */
export function RankingList({
  view,
  candidatesOnly = false,
}: {
  view: EvaluationResultOverview;
  candidatesOnly?: boolean;
}) {
  const { t } = useTranslation('evaluation-results');
  const ranked = view.outcomes.filter((o) => o.rank !== null && (!candidatesOnly || o.candidate));
  if (view.outcomes.length === 0) return <Text data-testid="not-ranked">{t('notRankedYet')}</Text>;
  if (ranked.length === 0)
    return <Text data-testid="no-ranked">{view.project.failedReason ? t('projectFailed') : t('none')}</Text>;
  const cost = view.project.priceMethod === 'costPerformance';
  return (
    <Stack gap="3" as="ol" listStyleType="none" p="0" m="0" data-testid="ranking">
      {ranked.map((o) => (
        <Card.Root
          as="li"
          key={o.offerId}
          variant="outline"
          data-testid="ranked-offer"
          data-rank={o.rank ?? ''}
        >
          <Card.Body p="3" gap="2">
            <HStack justify="space-between" gap="2" wrap="wrap">
              <Text fontWeight="semibold" overflowWrap="anywhere">
                {o.rank}. {o.supplierName}
              </Text>
              {o.candidate ? (
                <Badge colorPalette="green" data-testid="candidate-badge">
                  {t('candidate')}
                </Badge>
              ) : null}
            </HStack>
            <SimpleGrid columns={{ base: 2, md: cost ? 4 : 1 }} gap="1" fontSize="sm">
              <Value label={t('price')} value={o.price} />
              {cost ? <Value label={t('scores')} value={o.scores} /> : null}
              {cost ? <Value label={t('priceScore')} value={o.priceScore} /> : null}
              {cost ? <Value label={t('total')} value={o.total} testId="ranked-total" /> : null}
            </SimpleGrid>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}

function Value({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Stack gap="0">
      <Text color="fg.muted">{label}</Text>
      <Text fontWeight="medium" data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

/** The rejected offers with their reasons. */
export function RejectedList({ outcomes }: { outcomes: readonly ResultOutcome[] }) {
  const { t } = useTranslation('evaluation-results');
  const rejected = outcomes.filter((o) => o.rejected);
  if (rejected.length === 0) return <Text color="fg.muted">{t('none')}</Text>;
  return (
    <Stack gap="2" data-testid="rejected-list">
      {rejected.map((o) => (
        <Stack key={o.offerId} gap="0" data-testid="rejected-offer">
          <Text fontWeight="semibold" overflowWrap="anywhere">
            {o.supplierName}
          </Text>
          {o.reasons.map((r, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: reasons have no id and never reorder
            <Text key={i} fontSize="sm" overflowWrap="anywhere">
              {reasonLabel(r, t)}
            </Text>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
