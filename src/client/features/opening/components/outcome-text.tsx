import { Badge, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { OpeningOutcomeView } from '@/shared/contracts/opening-hall';

const PALETTE: Record<string, string> = { '01': 'green', '02': 'red', '03': 'orange', '04': 'red' };

/** The opening's recorded outcome in words: opened with counts, failed or negotiation with the reason. */
export function OutcomeText({ outcome }: { outcome: OpeningOutcomeView }) {
  const { t } = useTranslation('opening-hall');
  if (!outcome.outcome) {
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="opening-outcome" data-outcome="">
        {t('outcome.none')}
      </Text>
    );
  }
  const reason = outcome.reasonKey ? t(outcome.reasonKey, outcome.reasonVars ?? {}) : '';
  return (
    <Text fontSize="sm" data-testid="opening-outcome" data-outcome={outcome.outcome}>
      <Badge colorPalette={PALETTE[outcome.outcome] ?? 'gray'} me="1">
        {t(`mode.${outcome.mode ?? '00'}`)}
      </Badge>
      {t(`outcome.${outcome.outcome}`, {
        opened: outcome.openedCount ?? 0,
        valid: outcome.validCount ?? 0,
        reason,
      })}
    </Text>
  );
}
