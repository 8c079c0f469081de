import { useEffect, useMemo, useState } from 'react';

/**
 * The server's clock as the view last reported it (each fetch brings a new serverTime; frames keep it),
 * ticking every second: countdowns on the screen follow the server, never the device's clock.
 */
export function useScreenClock(serverTime: string | undefined): number {
  const offset = useMemo(() => (serverTime ? Date.parse(serverTime) - Date.now() : 0), [serverTime]);
  const [now, setNow] = useState(() => Date.now() + offset);
  useEffect(() => {
    setNow(Date.now() + offset);
    const timer = setInterval(() => setNow(Date.now() + offset), 1000);
    return () => clearInterval(timer);
  }, [offset]);
  return now;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Time left as [d days] HH:mm:ss, rounded up to the second. */
export function clockText(ms: number): { days: number; time: string } {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(seconds / 86_400);
  const rest = seconds - days * 86_400;
  return {
    days,
    time: `${pad(Math.floor(rest / 3600))}:${pad(Math.floor((rest % 3600) / 60))}:${pad(rest % 60)}`,
  };
}
