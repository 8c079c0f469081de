import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { remainingMs } from '@/client/data/server-time';
import { BusinessTime } from '@/client/ui/business-time';
import { useServerNow } from '@/client/data/use-server-now';

const DAY = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** Whole days and HH:mm:ss left, rounded up to the second. */
function split(ms: number): { days: number; clock: string } {
  const seconds = Math.ceil(ms / 1000);
  const days = Math.floor((seconds * 1000) / DAY);
  const rest = seconds - (days * DAY) / 1000;
  const clock = `${pad(Math.floor(rest / 3600))}:${pad(Math.floor((rest % 3600) / 60))}:${pad(rest % 60)}`;
  return { days, clock };
}

/** The bid opening (the quote end time, in the business zone) with the time left by the server's clock. */
export function OpeningCountdown({ at }: { at: string }) {
  const { t } = useTranslation('tender-expert');
  const now = useServerNow();
  const deadline = Date.parse(at);
  const left = Number.isNaN(deadline) ? 0 : remainingMs(deadline, now);
  const parts = split(left);
  const label =
    left <= 0
      ? t('countdown.passed')
      : parts.days > 0
        ? t('countdown.days', { count: parts.days, time: parts.clock })
        : t('countdown.left', { time: parts.clock });
  return (
    <Stack gap="0">
      <BusinessTime at={at} fontSize="sm" />
      <Text
        fontSize="xs"
        color={left > 0 ? 'fg.muted' : 'fg.error'}
        data-testid={left > 0 ? 'opening-countdown' : 'opening-passed'}
      >
        {label}
      </Text>
    </Stack>
  );
}
