import { checkDeadline, TIME_CHECK_REASONS } from '@/shared/rules/time-checks';
import { AppError } from './app-error';
import type { Clock } from './clock';

/**
 * Refuses a write that arrives after `deadline`, judged by the server clock at receipt. The deadline
 * must come from the server's own business data (e.g. a project's quote end time), never from the
 * request: a client could claim any deadline. Call it inside the unit of work (`transact`), so the
 * refusal rolls back everything and, being an error, is never stored under the Idempotency-Key; a
 * replay of a write that was applied in time still gets the stored success from `transact`.
 *
 * The same rule as the client's checkDeadline (spec: fails when server time is past the deadline), so
 * the form and the server agree to the millisecond: arriving exactly at the deadline still counts.
 */
export function assertBeforeDeadline(clock: Clock, deadline: Date | string | number, field?: string): void {
  const result = checkDeadline(deadline, clock.now());
  if (result.ok) return;
  // A deadline that is not a date is the server's own data gone wrong, not the caller's fault.
  if (result.reason === TIME_CHECK_REASONS.invalidDate) {
    throw new TypeError(`Invalid deadline: ${String(deadline)}`);
  }
  throw new AppError('DEADLINE_PASSED', {
    messageKey: TIME_CHECK_REASONS.deadlinePassed,
    ...(field ? { field } : {}),
  });
}
