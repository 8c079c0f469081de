import {
  FEE_STATE,
  FEE_VOUCHER_EXTENSIONS,
  FEE_VOUCHER_MAX_BYTES,
  type FeeItemView,
  type FeeState,
  type FeeStateView,
} from '@/shared/contracts/fees';
import { mayUploadVoucher } from '@/shared/rules/fee-state';

/** What the supplier's panel shows for one fee, from the platform's state and the device's queue. */
export type FeeItemDisplay =
  | { kind: 'free' }
  /** A voucher of this fee waits on the device (offline, or being sent). */
  | { kind: 'queued' }
  | { kind: 'state'; state: FeeState; canUpload: boolean };

export function feeItemDisplay(state: FeeStateView, item: FeeItemView, queued: number): FeeItemDisplay {
  if (item.state === FEE_STATE.FREE) return { kind: 'free' };
  if (queued > 0) return { kind: 'queued' };
  return { kind: 'state', state: item.state, canUpload: mayUploadVoucher(state, item.kind) };
}

/** Badge colour of a fee state. */
export function feeStatePalette(state: FeeState): string {
  switch (state) {
    case FEE_STATE.APPROVED:
      return 'green';
    case FEE_STATE.REJECTED:
      return 'red';
    case FEE_STATE.PENDING:
      return 'blue';
    case FEE_STATE.UNPAID:
      return 'orange';
    default:
      return 'gray';
  }
}

/** The fees the rules set, document fee first. */
export const dueItems = (state: FeeStateView): FeeItemView[] =>
  [state.documentFee, state.bail].filter((item) => item.state !== FEE_STATE.FREE);

/** Why the documents stay closed ('fees:documentsLocked'), or null when they may be read. */
export function documentsLockKey(state: FeeStateView | undefined): string | null {
  if (!state || state.documentsPaid) return null;
  return 'fees:documentsLocked';
}

/** The device's check of a picked file before it is queued (the server judges the content again). */
export function voucherFileProblem(file: { name: string; size: number }): 'badType' | 'tooLarge' | null {
  const dot = file.name.lastIndexOf('.');
  const ext = dot > 0 ? file.name.slice(dot + 1).toLowerCase() : '';
  if (!(FEE_VOUCHER_EXTENSIONS as readonly string[]).includes(ext) || file.size === 0) return 'badType';
  if (file.size > FEE_VOUCHER_MAX_BYTES) return 'tooLarge';
  return null;
}
