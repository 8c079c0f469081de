import { PURCHASE_STATUS as P } from '@/shared/codes/procurement';
import { TENDER_MESSAGES, type TenderAction, type TenderProjectView } from '@/shared/contracts/tenders';
import { randomId } from '@/shared/format/random-id';
import { AppError } from '../../lib/app-error';

const DAY_MS = 86_400_000;

/** Where each action may start from and where it leads (a subset of PURCHASE_STATUS_TRANSITIONS). */
export const PROJECT_MOVES: Readonly<Record<TenderAction, { from: readonly string[]; to: string }>> = {
  submit: { from: [P.DRAFT], to: P.SUBMITTED },
  approve: { from: [P.SUBMITTED], to: P.APPROVED },
  publish: { from: [P.APPROVED], to: P.PUBLISHED },
  // The approving leader sends a submitted project back to its author (reason required).
  return: { from: [P.SUBMITTED], to: P.DRAFT },
  // Once offers are closed the opening and evaluation own the project's fate.
  cancel: { from: [P.DRAFT, P.SUBMITTED, P.APPROVED, P.PUBLISHED], to: P.CANCELLED },
};

/** BL-YYYYMMDD-XXXX: readable on paper, unique by the table's constraint. */
export function newProjectCode(now: Date): string {
  return `BL-${now.toISOString().slice(0, 10).replaceAll('-', '')}-${randomId(4).toUpperCase()}`;
}

/** Publication by the server clock: the quote end far enough ahead, the signup still open. */
export function checkPublishable(project: TenderProjectView, now: Date, minDays: number): void {
  if (Date.parse(project.quoteEndTime) < now.getTime() + minDays * DAY_MS)
    throw new AppError('VALIDATION_FAILED', {
      messageKey: TENDER_MESSAGES.quoteEndTooSoon,
      vars: { days: minDays },
      field: 'quoteEndTime',
      rule: 'quoteEndTooSoon',
    });
  if (Date.parse(project.signupEndTime) <= now.getTime())
    throw new AppError('VALIDATION_FAILED', {
      messageKey: 'tender:errors.signupEndPassed',
      field: 'signupEndTime',
      rule: 'signupEndPassed',
    });
}
