import type { OutboxEntry, OutboxError } from '@/client/data/db-schema';
import { errorByRet, RET_SESSION_INVALID } from '@/shared/errors/error-catalogue';

/** retry: try again later; pause: stop the user's queue until they sign in again; reject: keep for the user. */
export type FailureClass = 'retry' | 'pause' | 'reject';

interface ErrorLike {
  kind?: unknown;
  status?: unknown;
  ret?: unknown;
  message?: unknown;
}

function fields(error: unknown): ErrorLike {
  return typeof error === 'object' && error !== null ? (error as ErrorLike) : {};
}

const RETRY_STATUSES = new Set([408, 425, 429]);

/** The HTTP status to judge by: the response's, or the catalogue's for an envelope error sent with 200. */
function statusOf(e: ErrorLike): number | undefined {
  if (typeof e.status === 'number' && e.status >= 400) return e.status;
  return typeof e.ret === 'string' ? errorByRet(e.ret)?.status : undefined;
}

/**
 * Classifies a failed send (a RequestError of the request layer, or anything fetch throws).
 * Unknown failures retry: retrying an idempotent write is safe, dropping it is not.
 */
export function classifyFailure(error: unknown): FailureClass {
  const e = fields(error);
  if (e.ret === RET_SESSION_INVALID || e.kind === 'sessionInvalid') return 'pause';
  if (e.kind === 'network' || e.kind === 'aborted' || error instanceof TypeError) return 'retry';
  const status = statusOf(e);
  // A bare 401 (no envelope) is still about the session: rejecting would blame the entry.
  if (status === 401) return 'pause';
  if (status !== undefined && (status >= 500 || RETRY_STATUSES.has(status))) return 'retry';
  if (status !== undefined && status >= 400) return 'reject';
  // An envelope error with an unknown ret is the server's final word on the request.
  return e.kind === 'business' ? 'reject' : 'retry';
}

export function toOutboxError(error: unknown): OutboxError {
  const e = fields(error);
  const message = typeof e.message === 'string' && e.message ? e.message : String(error);
  const result: OutboxError = { message };
  if (typeof e.ret === 'string') result.ret = e.ret;
  if (typeof e.status === 'number') result.status = e.status;
  return result;
}

export interface BackoffPolicy {
  baseMs: number;
  maxMs: number;
  /** Retries are pulled in so one still happens this long before a deadline. */
  deadlineMarginMs: number;
}

export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 1000, maxMs: 5 * 60_000, deadlineMarginMs: 2000 };

/**
 * Exponential backoff with "equal jitter": between half and all of base * 2^(attempts-1), capped, so
 * tabs and devices that failed together do not retry together.
 */
export function backoffDelay(attempts: number, random: () => number, policy = DEFAULT_BACKOFF): number {
  const ceiling = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/**
 * The delay before the next try of `entry`; with a deadline still ahead (judged by server time) the wait
 * is shortened so a try lands before it, since the server decides lateness on receipt.
 */
export function retryDelay(
  entry: Pick<OutboxEntry, 'attempts' | 'deadline'>,
  clocks: { now: number; serverNow: number; random: () => number },
  policy = DEFAULT_BACKOFF,
): number {
  const delay = backoffDelay(entry.attempts, clocks.random, policy);
  if (entry.deadline === undefined) return delay;
  const remaining = entry.deadline - clocks.serverNow;
  if (remaining <= 0 || delay < remaining - policy.deadlineMarginMs) return delay;
  return Math.max(policy.baseMs / 2, remaining - policy.deadlineMarginMs);
}
