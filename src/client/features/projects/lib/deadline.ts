/** Days, hours, minutes and seconds left, or null once the deadline has passed. */
export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Splits the time from `now` until `deadline` (both epoch ms by the server's clock). */
export function remainingUntil(deadline: number, now: number): Remaining | null {
  const ms = deadline - now;
  if (!Number.isFinite(ms) || ms <= 0) return null;
  const total = Math.floor(ms / 1000);
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

const two = (n: number) => String(n).padStart(2, '0');

/** 'HH:mm:ss' of what is left beyond whole days. */
export function clockOf(left: Remaining): string {
  return `${two(left.hours)}:${two(left.minutes)}:${two(left.seconds)}`;
}
