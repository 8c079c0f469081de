import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { BusinessTime } from '@/client/ui/business-time';
import { useServerNow } from '@/client/data/use-server-now';
import { epochOf, timeLeft } from '../lib/countdown';

/** A deadline of the platform, in the business zone, with the time left by the server's clock, or 'passed'. */
export function DeadlineText({ at, testId }: { at: string; testId?: string }) {
  const { t } = useTranslation('tender-supplier');
  const now = useServerNow();
  const left = timeLeft(epochOf(at), now);
  const label = left
    ? left.days > 0
      ? t('countdown.days', { count: left.days, time: left.clock })
      : t('countdown.left', { time: left.clock })
    : t('countdown.passed');
  return (
    <Stack gap="0" data-testid={testId}>
      <BusinessTime at={at} fontSize="sm" />
      <Text
        fontSize="xs"
        color={left ? 'fg.muted' : 'fg.error'}
        data-testid={left ? 'countdown-left' : 'countdown-passed'}
      >
        {label}
      </Text>
    </Stack>
  );
}
