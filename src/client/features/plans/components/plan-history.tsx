import { HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { BusinessTime } from '@/client/ui/business-time';
import type { PlanHistoryView } from '@/shared/contracts/plans';
import { PlanStatusBadge } from './plan-status-badge';

/** The plan's moves, oldest first: who did what when, with the reason of a rejection or cancellation. */
export function PlanHistory({ history }: { history: readonly PlanHistoryView[] | undefined }) {
  const { t } = useTranslation('plan');
  if (!history || history.length === 0) {
    return (
      <Text color="fg.muted" data-testid="plan-history-empty">
        {t('detail.noHistory')}
      </Text>
    );
  }
  return (
    <Stack gap="2" data-testid="plan-history">
      {history.map((entry) => (
        <Stack
          key={entry.id}
          gap="1"
          borderLeftWidth="2px"
          borderColor="border.emphasized"
          ps="3"
          data-testid="plan-history-entry"
          data-action={entry.action}
        >
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="medium">
              {t(`history.${entry.action}`, { defaultValue: t('history.move') })}
            </Text>
            <PlanStatusBadge status={entry.toStatus} testId="plan-history-status" />
            <Text fontSize="sm" color="fg.muted">
              {entry.actorName}
            </Text>
          </HStack>
          <BusinessTime at={entry.at} fontSize="xs" />
          {entry.reason ? (
            <Text fontSize="sm" data-testid="plan-history-reason">
              {t('detail.reason', { reason: entry.reason })}
            </Text>
          ) : null}
        </Stack>
      ))}
    </Stack>
  );
}
