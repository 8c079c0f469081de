import { OBJECTION_STATUS, PURCHASE_STATUS } from '@/shared/codes/procurement';
import {
  COMPLAINT_STATUS,
  OBJECTION_KIND,
  OBJECTION_KINDS,
  type ObjectionKind,
} from '@/shared/contracts/objections';

/**
 * The objection rules (design note sections 2 and 8), pure so the server enforces them and the screens
 * offer only what the server will take.
 */
const S = OBJECTION_STATUS;
const P = PURCHASE_STATUS;

/** Documents and process objections while the tender runs (03 published, 04 opening, 05 evaluating); results objections only during publicity (06). */
export function objectionKindOpen(kind: string, projectStatus: string): boolean {
  if (kind === OBJECTION_KIND.RESULTS) return projectStatus === P.PUBLICITY;
  if (kind === OBJECTION_KIND.DOCUMENTS || kind === OBJECTION_KIND.PROCESS)
    return ([P.PUBLISHED, P.OPENING, P.EVALUATING] as string[]).includes(projectStatus);
  return false;
}

export function openObjectionKinds(projectStatus: string): ObjectionKind[] {
  return OBJECTION_KINDS.filter((k) => objectionKindOpen(k, projectStatus));
}

export type ObjectionMove = 'accept' | 'answer' | 'reject' | 'withdraw';

/** 00 -> 01 accept; 00/01 -> 02 answer, 03 reject (reason), 04 withdraw (the filer). */
export const OBJECTION_MOVES: Readonly<Record<ObjectionMove, { from: readonly string[]; to: string }>> = {
  accept: { from: [S.SUBMITTED], to: S.ACCEPTED },
  answer: { from: [S.SUBMITTED, S.ACCEPTED], to: S.ANSWERED },
  reject: { from: [S.SUBMITTED, S.ACCEPTED], to: S.INADMISSIBLE },
  withdraw: { from: [S.SUBMITTED, S.ACCEPTED], to: S.WITHDRAWN },
};

export const canMoveObjection = (move: ObjectionMove, status: string): boolean =>
  OBJECTION_MOVES[move].from.includes(status);

export const isObjectionWaiting = (status: string): boolean =>
  status === S.SUBMITTED || status === S.ACCEPTED;

/** Waiting past its due time, or answered after it. */
export function isObjectionOverdue(
  o: { status: string; dueAt: string; answeredAt: string | null },
  nowMs: number,
): boolean {
  if (isObjectionWaiting(o.status)) return nowMs > Date.parse(o.dueAt);
  if (o.status === S.ANSWERED && o.answeredAt) return Date.parse(o.answeredAt) > Date.parse(o.dueAt);
  return false;
}

/** A complaint escalates an objection rejected as inadmissible, or one still waiting past its due time. */
export function complaintAllowedFor(o: { status: string; dueAt: string }, nowMs: number): boolean {
  if (o.status === S.INADMISSIBLE) return true;
  return isObjectionWaiting(o.status) && nowMs > Date.parse(o.dueAt);
}

export const COMPLAINT_MOVES = {
  handle: { from: [COMPLAINT_STATUS.SUBMITTED] as readonly string[] },
  decide: { from: [COMPLAINT_STATUS.SUBMITTED, COMPLAINT_STATUS.HANDLING] as readonly string[] },
};

const DAY_MS = 86_400_000;

/** The calendar day after `day` ('YYYY-MM-DD'), in UTC arithmetic (days carry no zone). */
function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

/**
 * Whether `day` is a working day: the holiday table marks holidays '00' and adjusted working days '01'
 * (the Chinese calendar moves work onto weekends around holidays); other Saturdays and Sundays rest.
 */
export function isWorkingDay(day: string, overrides: ReadonlyMap<string, string>): boolean {
  const override = overrides.get(day);
  if (override === '00') return false;
  if (override === '01') return true;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/** The day `n` working days after `day` (the filing day itself does not count). */
export function addWorkingDays(day: string, n: number, overrides: ReadonlyMap<string, string>): string {
  let d = day;
  let left = n;
  while (left > 0) {
    d = nextDay(d);
    if (isWorkingDay(d, overrides)) left -= 1;
  }
  return d;
}

/** Calendar days between two 'YYYY-MM-DD' days. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
