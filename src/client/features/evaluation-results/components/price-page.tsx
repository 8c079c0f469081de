import { Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { BusinessTime } from '@/client/ui/business-time';
import { RankingList } from './ranking-list';
import { type ResultsScreenProps, ResultsFrame } from './results-frame';
import { ScrapForm } from './scrap-form';
import { StepCard } from './step-card';

/**
 * The price review (priceReview, lowestPriceReview, costPerformancePriceReview on both sides): the opened
 * prices with their receipt times, the price step (the leader summarises it, which ranks), the ranking by
 * the project's method, and for the leader the scrap of an offer with its reason.
 */
export function PricePage({ title, ...props }: ResultsScreenProps & { title: string }) {
  const { t } = useTranslation('evaluation-results');
  return (
    <ResultsFrame {...props} title={title} testId="price-review-page">
      {(view, applied) => {
        const price = view.steps.find((s) => s.code === 'price');
        const leader =
          props.side === 'expert' && view.me.isLeader && view.project.status === '05' && !view.report;
        return (
          <Stack gap="4">
            <Card.Root variant="outline">
              <Card.Body gap="2" p={{ base: '3', md: '5' }}>
                <Heading as="h2" size="md">
                  {t('price')}
                </Heading>
                {view.offers.map((o) => (
                  <HStack
                    key={o.offerId}
                    justify="space-between"
                    gap="2"
                    wrap="wrap"
                    data-testid="offer-price"
                  >
                    <Text overflowWrap="anywhere">{o.supplierName}</Text>
                    <Stack gap="0" align="flex-end">
                      <Text fontWeight="semibold">{o.price ?? '-'}</Text>
                      <Text fontSize="xs" color="fg.muted">
                        {t('receivedAt')} <BusinessTime at={o.receivedAt} />
                      </Text>
                    </Stack>
                  </HStack>
                ))}
              </Card.Body>
            </Card.Root>
            {price ? (
              <StepCard view={view} step={price} onApplied={props.side === 'expert' ? applied : undefined} />
            ) : null}
            <RankingList view={view} />
            {leader ? <ScrapForm view={view} onApplied={applied} /> : null}
          </Stack>
        );
      }}
    </ResultsFrame>
  );
}
