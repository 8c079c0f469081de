/**
 * The server's clock as screens read it. Its own small module, so a countdown on the first screen does
 * not pull in the sync runtime and with it Dexie, the outbox and the replayer: the runtime registers its
 * clock here once it has started, after the first screen.
 */
import type { ServerClock } from '@/client/data/server-time';

type Clock = Pick<ServerClock, 'serverNow' | 'offset'>;

let clock: Clock | undefined;
// The last known offset outlives a stop, so countdowns do not jump back to the device clock.
let lastOffset = 0;

/** The running clock (sync-runtime at start), or none once it stops. */
export function setServerClock(next: Clock | undefined): void {
  if (clock && !next) lastOffset = clock.offset();
  clock = next;
}

/** Milliseconds since the epoch by the server's clock (the device clock plus the measured offset). */
export function serverNow(): number {
  return clock ? clock.serverNow() : Date.now() + lastOffset;
}
