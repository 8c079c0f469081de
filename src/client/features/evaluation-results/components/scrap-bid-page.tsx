import { Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { BusinessTime } from '@/client/ui/business-time';
import { RejectedList } from './ranking-list';
import { type ResultsScreenProps, ResultsFrame } from './results-frame';

/** checkTheScrapBid: the offers the leader scrapped (why, by whom, when) and every rejected offer's reasons. */
export function ScrapBidPage(props: ResultsScreenProps) {
  const { t } = useTranslation('evaluation-results');
  return (
    <ResultsFrame {...props} title="titles.checkTheScrapBid" testId="scrap-bid-page">
      {(view) => (
        <Stack gap="5">
          <Stack gap="2" data-testid="scrap-list">
            <Heading as="h2" size="md">
              {t('scrap.title')}
            </Heading>
            {view.scraps.length === 0 ? <Text color="fg.muted">{t('none')}</Text> : null}
            {view.scraps.map((s) => (
              <Stack key={s.offerId} gap="0" data-testid="scrap-entry">
                <Text fontWeight="semibold" overflowWrap="anywhere">
                  {s.supplierName}: {s.reason}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {t('scrap.recordedBy', { name: s.recordedBy, at: '' })}
                  <BusinessTime at={s.recordedAt} />
                </Text>
              </Stack>
            ))}
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
