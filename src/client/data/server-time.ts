import { setBusinessZone } from '@/client/data/business-zone';
import { DEFAULT_BASE_URL, type RequestClient } from '@/client/lib/http/request';
import { TOOLS_PATHS } from '@/shared/contracts/tools-paths';
import type { ServerTimeResponse } from '@/shared/contracts/tools';

export type ClockSource = 'local' | 'getTime' | 'dateHeader';

export interface ServerClockDeps {
  /** The getTime call (epoch ms judged by the server). */
  fetchTime(): Promise<Pick<ServerTimeResponse, 'time'>>;
  /** Fallback: the Date header of any server response (whole seconds). */
  fetchDateHeader?(): Promise<string | null | undefined>;
  now?: () => number;
  /** How often the offset is refreshed while started; default 5 minutes. */
  refreshMs?: number;
  /** Where 'online' fires (default window): a reconnect refreshes the offset. */
  target?: EventTarget;
}

export interface ServerClock {
  /** Measures the offset again; resolves with where the time came from ('local' when both failed). */
  sync(): Promise<ClockSource>;
  serverNow(): number;
  /** serverNow - local now, in ms. */
  offset(): number;
  source(): ClockSource;
  /** Milliseconds left until `deadline` (epoch ms, server time); 0 once passed. */
  countdown(deadline: number): number;
  start(): void;
  stop(): void;
}

/**
 * Offset of the server clock from ours, assuming the server read its clock halfway through the round
 * trip: at local `receivedAt` the server's clock shows serverTime + rtt/2.
 */
export function offsetFromSample(serverTime: number, sentAt: number, receivedAt: number): number {
  const rtt = Math.max(0, receivedAt - sentAt);
  return serverTime + rtt / 2 - receivedAt;
}

/** A Date header is truncated to the second: the true time is on average half a second later. */
export function timeFromDateHeader(header: string | null | undefined): number | undefined {
  if (!header) return undefined;
  const parsed = Date.parse(header);
  return Number.isNaN(parsed) ? undefined : parsed + 500;
}

export function remainingMs(deadline: number, serverNow: number): number {
  return Math.max(0, deadline - serverNow);
}

export const DEFAULT_CLOCK_REFRESH_MS = 5 * 60_000;

export function createServerClock(deps: ServerClockDeps): ServerClock {
  const now = deps.now ?? Date.now;
  let offset = 0;
  let source: ClockSource = 'local';
  let syncing: Promise<ClockSource> | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;

  /** Takes one sample; false when the server did not answer with a usable time. */
  async function measure(from: ClockSource, read: () => Promise<number | undefined>): Promise<boolean> {
    try {
      const sentAt = now();
      const serverTime = await read();
      if (serverTime === undefined || !Number.isFinite(serverTime)) return false;
      offset = offsetFromSample(serverTime, sentAt, now());
      source = from;
      return true;
    } catch {
      return false;
    }
  }

  // When both fail the last known offset stays: a stale measurement beats none.
  async function doSync(): Promise<ClockSource> {
    if (await measure('getTime', async () => (await deps.fetchTime()).time)) return source;
    const fetchDate = deps.fetchDateHeader;
    if (fetchDate) await measure('dateHeader', async () => timeFromDateHeader(await fetchDate()));
    return source;
  }

  const sync = () => {
    syncing ??= doSync().finally(() => {
      syncing = undefined;
    });
    return syncing;
  };
  const onOnline = () => void sync();
  const target = () => deps.target ?? (typeof window === 'undefined' ? undefined : window);
  const serverNow = () => now() + offset;

  return {
    sync,
    serverNow,
    offset: () => offset,
    source: () => source,
    countdown: (deadline) => remainingMs(deadline, serverNow()),
    start() {
      if (timer !== undefined) return;
      timer = setInterval(onOnline, deps.refreshMs ?? DEFAULT_CLOCK_REFRESH_MS);
      target()?.addEventListener('online', onOnline);
      void sync();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
      target()?.removeEventListener('online', onOnline);
    },
  };
}

/**
 * The production fetchers: getTime through the request layer (which also brings the business zone), and a
 * HEAD of the same path for Date.
 */
export function createTimeFetchers(
  client: Pick<RequestClient, 'get'>,
  options: { fetch?: typeof fetch; baseUrl?: string } = {},
): Pick<ServerClockDeps, 'fetchTime' | 'fetchDateHeader'> {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const url = `${options.baseUrl ?? DEFAULT_BASE_URL}${TOOLS_PATHS.getTime}`;
  return {
    fetchTime: async () => {
      const answer = await client.get<ServerTimeResponse>(TOOLS_PATHS.getTime, undefined, { silent: true });
      // The same answer tells the business zone deadlines are entered and shown in.
      setBusinessZone(answer?.timeZone);
      return answer;
    },
    fetchDateHeader: async () =>
      (await doFetch(url, { method: 'HEAD', cache: 'no-store' })).headers.get('Date'),
  };
}
