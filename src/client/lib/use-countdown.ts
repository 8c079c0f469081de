import { useCallback, useEffect, useState } from 'react';

/** Seconds to wait before another SMS code when the server does not say (spec: 60 s). */
export const DEFAULT_RESEND_SECONDS = 60;

/**
 * A resend countdown. It counts towards an end time rather than decrementing, so a throttled
 * background tab still shows the right number when it comes back.
 */
export function useCountdown(): { remaining: number; start(seconds?: number): void } {
  const [endsAt, setEndsAt] = useState(0);
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (endsAt === 0) return;
    const tick = () => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) clearInterval(timer);
    };
    const timer = setInterval(tick, 250);
    tick();
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((seconds?: number) => {
    const wait = seconds !== undefined && seconds > 0 ? seconds : DEFAULT_RESEND_SECONDS;
    setEndsAt(Date.now() + wait * 1000);
  }, []);

  return { remaining, start };
}
