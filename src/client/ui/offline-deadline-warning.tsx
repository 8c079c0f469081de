import { Alert } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverNow } from '@/client/data/server-now';
import { useOnline } from '@/client/lib/use-online';
import { useBusinessTimeText } from '@/client/ui/business-time';

/** How close a deadline must be for an offline device to be warned (the outage may outlast it). */
export const NEAR_DEADLINE_MS = 24 * 60 * 60 * 1000;

export interface OfflineDeadlineWarningProps {
  /** Epoch ms by server time; nothing is shown without one. */
  deadline: number | undefined;
  withinMs?: number;
  /** Server clock; the device clock must not judge a deadline. */
  now?: () => number;
  /** Overrides the browser's connectivity (tests, or a caller that knows better). */
  online?: boolean;
}

/**
 * Warns, while the device is offline and a deadline is near (or already passed by server time), that
 * the server judges the deadline when the change arrives: a late arrival is refused and the draft kept.
 */
export function OfflineDeadlineWarning({
  deadline,
  withinMs = NEAR_DEADLINE_MS,
  now = serverNow,
  online,
}: OfflineDeadlineWarningProps) {
  const { t } = useTranslation('ui');
  const businessTime = useBusinessTimeText();
  const browserOnline = useOnline();
  const isOnline = online ?? browserOnline;
  const [current, setCurrent] = useState(now);

  useEffect(() => {
    if (isOnline || deadline === undefined) return;
    setCurrent(now());
    const timer = setInterval(() => setCurrent(now()), 30_000);
    return () => clearInterval(timer);
  }, [isOnline, deadline, now]);

  if (isOnline || deadline === undefined || deadline - current > withinMs) return null;
  const time = businessTime(deadline);
  const passed = deadline <= current;
  return (
    <Alert.Root status={passed ? 'error' : 'warning'} data-testid="offline-deadline-warning">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t(passed ? 'deadlineWarning.passedTitle' : 'deadlineWarning.title')}</Alert.Title>
        <Alert.Description>{t('deadlineWarning.body', { time })}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
