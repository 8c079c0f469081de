import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { BusinessTime } from '@/client/ui/business-time';
import { clockOf, remainingUntil } from '../lib/deadline';

interface DeadlineCellProps {
  /** ISO-8601 UTC. */
  deadline: string;
  /** Epoch ms by the server's clock (useServerNow). */
  now: number;
  /** Only a live project counts down; a draft's times are plans, a closed one's history. */
  live: boolean;
}

/**
 * A deadline in the business zone (the device's time beside it when that differs) with the time left by
 * the server's clock, or 'closed' once the server says it passed.
 */
export function DeadlineCell({ deadline, now, live }: DeadlineCellProps) {
  const { t } = useTranslation('tender-buyer');
  const at = Date.parse(deadline);
  const left = remainingUntil(at, now);
  let hint: string | null = null;
  if (live && left) {
    const time = clockOf(left);
    hint = t('deadline.left', {
      time: left.days > 0 ? t('deadline.days', { count: left.days, time }) : time,
    });
  } else if (live) {
    hint = t('deadline.passed');
  }
  return (
    <Stack gap="0">
      <BusinessTime at={deadline} />
      {hint ? (
        <Text fontSize="xs" color={left ? 'fg.muted' : 'fg.error'} data-testid="deadline-hint">
          {hint}
        </Text>
      ) : null}
    </Stack>
  );
}
