import { Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/client/features/tender-common';
import { supplierRoundsQueryOptions } from '../api/reads';
import { SupplierRoundCard } from './supplier-round-card';

interface SupplierPageProps {
  userId: string;
  onOpenSyncCentre(): void;
}

/** offerEnquirtEnquiry: the negotiation rounds the supplier's organisation is in, open ones first. */
export function SupplierPage({ userId, onOpenSyncCentre }: SupplierPageProps) {
  const { t } = useTranslation('negotiation');
  const query = useQuery(supplierRoundsQueryOptions(userId));
  const rounds = [...(query.data?.data ?? [])].sort((a, b) => a.status.localeCompare(b.status));
  return (
    <PageFrame
      title={t('titles.supplier')}
      intro={t('intro.supplier')}
      offline={query.data?.offline}
      error={query.error ?? query.data?.error}
      testId="negotiation-supplier-page"
    >
      {query.data && rounds.length === 0 ? (
        <Text color="fg.muted" data-testid="negotiation-no-rounds">
          {t('empty.myRounds')}
        </Text>
      ) : null}
      <Stack gap="4">
        {rounds.map((round) => (
          <SupplierRoundCard
            key={round.roundId}
            userId={userId}
            round={round}
            onOpenSyncCentre={onOpenSyncCentre}
          />
        ))}
      </Stack>
    </PageFrame>
  );
}
