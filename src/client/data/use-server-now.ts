import { useEffect, useState } from 'react';
import { serverNow } from './server-now';

/**
 * The server's clock (device clock plus the measured offset), re-read every `everyMs`: deadlines and
 * countdowns follow the clock the server judges them by, never the device's own.
 */
export function useServerNow(everyMs = 1000, now: () => number = serverNow): number {
  const [current, setCurrent] = useState(now);
  useEffect(() => {
    setCurrent(now());
    const timer = setInterval(() => setCurrent(now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs, now]);
  return current;
}
