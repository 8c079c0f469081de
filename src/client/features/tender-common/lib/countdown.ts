const SECOND = 1000;
const DAY = 86_400_000;

const pad = (n: number) => String(n).padStart(2, '0');

/** Time left as whole days and HH:mm:ss (rounded up to the second), or null once passed. */
export function timeLeft(deadline: number, serverNow: number): { days: number; clock: string } | null {
  const ms = deadline - serverNow;
  if (!(ms > 0)) return null;
  const seconds = Math.ceil(ms / SECOND);
  const days = Math.floor((seconds * SECOND) / DAY);
  const rest = seconds - (days * DAY) / SECOND;
  return {
    days,
    clock: `${pad(Math.floor(rest / 3600))}:${pad(Math.floor((rest % 3600) / 60))}:${pad(rest % 60)}`,
  };
}

/** Epoch ms of an ISO time from the platform (NaN stays NaN: treated as passed). */
export const epochOf = (iso: string | null | undefined) => (iso ? Date.parse(iso) : Number.NaN);
