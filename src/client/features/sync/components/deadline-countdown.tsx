import { Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverNow } from '@/client/data/server-now';
import { useBusinessTimeText } from '@/client/ui/business-time';
import { DATE_FORMATS } from '@/shared/codes/constants';
import { splitRemaining } from '../lib/countdown';

interface DeadlineCountdownProps {
  /** Epoch ms by server time. */
  deadline: number | undefined;
  /** Server clock; the server judges the deadline, so the device clock must not. */
  now?: () => number;
}

/** Time left before an entry's deadline, ticking each second, by the server's clock. */
export function DeadlineCountdown({ deadline, now = serverNow }: DeadlineCountdownProps) {
  const { t } = useTranslation('sync');
  const businessTime = useBusinessTimeText();
  const [current, setCurrent] = useState(now);
  const passed = deadline !== undefined && deadline <= current;

  useEffect(() => {
    if (deadline === undefined || passed) return;
    setCurrent(now());
    const timer = setInterval(() => setCurrent(now()), 1000);
    return () => clearInterval(timer);
  }, [deadline, passed, now]);

  if (deadline === undefined) return null;
  const left = splitRemaining(deadline - current);
  const title = businessTime(deadline, DATE_FORMATS.SAVE);
  if (!left) {
    return (
      <Text as="span" color="fg.error" title={title} data-testid="deadline-passed">
        {t('deadline.passed')}
      </Text>
    );
  }
  const time = left.days > 0 ? t('deadline.days', { count: left.days, time: left.clock }) : left.clock;
  return (
    <Text as="span" title={title} data-testid="deadline-left">
      {t('deadline.left', { time })}
    </Text>
  );
}
