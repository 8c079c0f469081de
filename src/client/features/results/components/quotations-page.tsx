import { Badge, Card, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { session } from '@/client/data/session';
import { PageFrame } from '@/client/features/tender-common';
import { RESULT_ROUTES as R } from '@/shared/contracts/results-paths';
import { quotationsQueryOptions } from '../api/reads';

/** offerResultQuotation: every bidder's opened price and final price (method 13: its last round). */
export function QuotationsPage({ projectId }: { projectId: string }) {
  const { t } = useTranslation('results');
  const userId = useSnapshot(session).userInfo?.id ?? '';
  const query = useQuery(quotationsQueryOptions(userId, projectId));
  const kept = query.data;
  return (
    <PageFrame
      title={t('titles.quotations')}
      offline={kept?.offline}
      error={kept?.error ?? query.error}
      testId="result-quotations"
    >
      <Link to={R.content} search={projectId ? { projectId } : {}}>
        <Text as="span" color="fg.info" textDecoration="underline">
          {t('back')}
        </Text>
      </Link>
      {!projectId ? (
        <Text>{t('pickProject')}</Text>
      ) : !kept ? (
        query.isError ? null : (
          <Skeleton height="24" />
        )
      ) : (
        <Stack gap="3">
          <Text fontWeight="semibold" overflowWrap="anywhere">
            {kept.data.project.name} ({kept.data.project.code})
          </Text>
          {kept.data.negotiated ? <Text color="fg.muted">{t('quotations.negotiated')}</Text> : null}
          <Stack as="ul" listStyleType="none" p="0" m="0" gap="3" data-testid="quotation-list">
            {kept.data.quotations.map((q) => (
              <Card.Root as="li" key={q.offerId} variant="outline">
                <Card.Body p="3" gap="1" data-testid="quotation-row">
                  <HStack gap="2" wrap="wrap">
                    {q.rank !== null ? (
                      <Badge>{t('rank', { rank: q.rank })}</Badge>
                    ) : (
                      <Badge colorPalette="red">{t('quotations.rejected')}</Badge>
                    )}
                    <Text fontWeight="semibold" overflowWrap="anywhere">
                      {q.supplierName}
                    </Text>
                  </HStack>
                  <Text fontSize="sm">
                    {t('quotations.opened')}: {q.openedPrice ?? '-'} · {t('quotations.final')}:{' '}
                    <span data-testid="quotation-final">{q.finalPrice ?? '-'}</span>
                  </Text>
                </Card.Body>
              </Card.Root>
            ))}
          </Stack>
        </Stack>
      )}
    </PageFrame>
  );
}
