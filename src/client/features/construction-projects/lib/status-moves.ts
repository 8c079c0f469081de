import {
  CONSTRUCTION_STATUS,
  CONSTRUCTION_STATUS_TRANSITIONS,
  type ConstructionStatus,
} from '@/shared/codes/plans';

/** The statuses a project may move to from `status` (the shared table the server enforces). */
export function movesFrom(status: string): readonly ConstructionStatus[] {
  return Object.hasOwn(CONSTRUCTION_STATUS_TRANSITIONS, status)
    ? CONSTRUCTION_STATUS_TRANSITIONS[status as ConstructionStatus]
    : [];
}

/** A completed project is kept as it is. */
export const isChangeable = (status: string): boolean => status !== CONSTRUCTION_STATUS.COMPLETED;

/** Badge colours of the statuses. */
export const STATUS_PALETTE: Record<string, string> = {
  '00': 'blue',
  '01': 'green',
  '02': 'gray',
  '03': 'orange',
};
