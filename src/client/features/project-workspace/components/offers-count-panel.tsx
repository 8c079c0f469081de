import { Stack, Stat, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { WorkspaceOverview } from '@/shared/contracts/project-workspace';

/**
 * Offers received: before the opening a count only (sealed offers say nothing, and who sent them stays
 * unknown); after it, the opening record belongs to the opening screens.
 */
export function OffersCountPanel({ overview }: { overview: WorkspaceOverview }) {
  const { t } = useTranslation('project-workspace');
  const opened = !!overview.project.openedAt;
  return (
    <Stack gap="3" data-testid="offers-count-panel">
      <Stat.Root>
        <Stat.Label>{t('tabs.offers')}</Stat.Label>
        <Stat.ValueText data-testid="offers-count">{overview.counts.offers}</Stat.ValueText>
        <Stat.HelpText>{t('offers.count', { count: overview.counts.offers })}</Stat.HelpText>
      </Stat.Root>
      <Text fontSize="sm" color="fg.muted">
        {t(opened ? 'offers.openedHint' : 'offers.sealedHint')}
      </Text>
    </Stack>
  );
}
