import { PLAN_STATUS as P } from '@/shared/codes/plans';

/** What a plan list offers on a row; the server judges each move again. */
export type PlanRowAction =
  | 'view'
  | 'edit'
  | 'submit'
  | 'withdraw'
  | 'approve'
  | 'reject'
  | 'copy'
  | 'cancel';

export const PLAN_ROW_ACTIONS: readonly PlanRowAction[] = [
  'view',
  'edit',
  'submit',
  'withdraw',
  'approve',
  'reject',
  'copy',
  'cancel',
];

const EDITABLE: readonly string[] = [P.DRAFT, P.REJECTED];
// A submitted plan is withdrawn first; once its lines move on (allocated, packaged) it is no longer
// cancelled whole (the server's rule, after design note section 7).
const CANCELLABLE: readonly string[] = [P.DRAFT, P.APPROVED, P.REJECTED];

/** Whether `action` belongs on a plan in `status` (the moves of design note section 7). */
export function canActOnPlan(status: string, action: string): boolean {
  switch (action as PlanRowAction) {
    case 'view':
    case 'copy':
      return true;
    case 'edit':
      return EDITABLE.includes(status);
    case 'submit':
      return status === P.DRAFT;
    case 'withdraw':
    case 'approve':
    case 'reject':
      return status === P.SUBMITTED;
    case 'cancel':
      return CANCELLABLE.includes(status);
    default:
      return false;
  }
}

/** Rejection and cancellation name their reason. */
export const needsReason = (action: string): action is 'reject' | 'cancel' =>
  action === 'reject' || action === 'cancel';
