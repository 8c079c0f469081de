const SECOND = 1000;
const DAY = 24 * 60 * 60 * SECOND;

const pad = (n: number) => String(n).padStart(2, '0');

/** Time left as whole days and HH:mm:ss, or null once the deadline has passed. */
export function splitRemaining(ms: number): { days: number; clock: string } | null {
  if (ms <= 0) return null;
  // Rounded up so the countdown shows 00:00:01 in its last second, never 00:00:00 before it passes.
  const seconds = Math.ceil(ms / SECOND);
  const days = Math.floor((seconds * SECOND) / DAY);
  const rest = seconds - (days * DAY) / SECOND;
  const clock = `${pad(Math.floor(rest / 3600))}:${pad(Math.floor((rest % 3600) / 60))}:${pad(rest % 60)}`;
  return { days, clock };
}
