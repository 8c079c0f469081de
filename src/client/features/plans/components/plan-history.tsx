import { HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { BusinessTime } from '@/client/ui/business-time';
import type { PlanHistoryEntry } from '../api/plan-types';
import { PlanStatusBadge } from './plan-status-badge';

/** The plan's moves, oldest first: who did what when, with the reason of a rejection or cancellation. */
export function PlanHistory({ history }: { history: readonly PlanHistoryEntry[] | undefined }) {
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
      {history.map((entry, index) => {
        const status = entry.toStatus ?? entry.status;
        const at = entry.at ?? entry.createdAt;
        return (
          <Stack
            key={entry.id ?? index}
            gap="1"
            borderLeftWidth="2px"
            borderColor="border.emphasized"
            ps="3"
            data-testid="plan-history-entry"
            data-action={entry.action}
          >
            <HStack gap="2" wrap="wrap">
              <Text fontWeight="medium">
                {t(`history.${entry.action ?? 'move'}`, { defaultValue: entry.action ?? '' })}
              </Text>
              {status ? <PlanStatusBadge status={status} testId="plan-history-status" /> : null}
              <Text fontSize="sm" color="fg.muted">
                {entry.userName ?? entry.actorName ?? ''}
              </Text>
            </HStack>
            {at ? <BusinessTime at={at} fontSize="xs" /> : null}
            {entry.reason ? (
              <Text fontSize="sm" data-testid="plan-history-reason">
                {t('detail.reason', { reason: entry.reason })}
              </Text>
            ) : null}
          </Stack>
        );
      })}
    </Stack>
  );
}
