import { Badge, Card, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicityCandidate } from '@/shared/contracts/results';

/** The ranked candidates (rank, supplier, price, score): cards, one column on a phone, two above. */
export function CandidateList<T extends PublicityCandidate & { key?: string }>({
  rows,
  extra,
  testId = 'candidate-list',
}: {
  rows: readonly T[];
  extra?: (row: T) => ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation('results');
  if (rows.length === 0) return <Text color="fg.muted">{t('noCandidates')}</Text>;
  return (
    <Stack
      as="ul"
      listStyleType="none"
      p="0"
      m="0"
      display="grid"
      gridTemplateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }}
      gap="3"
      data-testid={testId}
    >
      {rows.map((row) => (
        <Card.Root as="li" key={row.key ?? `${row.rank}-${row.supplierName}`} variant="outline">
          <Card.Body p="3" gap="1" data-testid="candidate-row">
            <HStack gap="2" wrap="wrap">
              <Badge colorPalette={row.rank === 1 ? 'green' : 'gray'}>{t('rank', { rank: row.rank })}</Badge>
              <Text fontWeight="semibold" overflowWrap="anywhere" data-testid="candidate-supplier">
                {row.supplierName}
              </Text>
              {row.candidate ? <Badge colorPalette="blue">{t('candidate')}</Badge> : null}
            </HStack>
            <Text fontSize="sm">
              {t('price')}: <span data-testid="candidate-price">{row.price}</span> · {t('score')}:{' '}
              <span data-testid="candidate-score">{row.score}</span>
            </Text>
            {extra?.(row)}
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
