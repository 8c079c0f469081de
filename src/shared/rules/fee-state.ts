import { AUDIT_STATUS } from '../codes/statuses';
import {
  FEE_KIND,
  FEE_STATE,
  type FeeItemView,
  type FeeKind,
  type FeeState,
  type FeeStateView,
  type FeeVoucherView,
} from '../contracts/fees';

/**
 * Where a supplier stands on the fees of a project, the same on the server (the gates before documents
 * and offers) and on the device (the panel, the documents' lock). Amounts are decimal text; '0', '0.00'
 * or an empty amount mean no fee.
 */
export function feeAmountOrNull(amount: string | null | undefined): string | null {
  const text = (amount ?? '').trim();
  return text !== '' && /[1-9]/.test(text) ? text : null;
}

export function feeItemState(
  amount: string | null,
  voucher: Pick<FeeVoucherView, 'auditStatus'> | null,
): FeeState {
  if (feeAmountOrNull(amount) === null) return FEE_STATE.FREE;
  if (!voucher) return FEE_STATE.UNPAID;
  if (voucher.auditStatus === AUDIT_STATUS.APPROVED) return FEE_STATE.APPROVED;
  if (voucher.auditStatus === AUDIT_STATUS.REJECTED) return FEE_STATE.REJECTED;
  return FEE_STATE.PENDING;
}

const paid = (state: FeeState) => state === FEE_STATE.FREE || state === FEE_STATE.APPROVED;

export function feeItem(kind: FeeKind, amount: string | null, voucher: FeeVoucherView | null): FeeItemView {
  const due = feeAmountOrNull(amount);
  return { kind, amount: due, state: feeItemState(due, voucher), voucher };
}

/** The whole state from the rules' amounts and the supplier's current vouchers. */
export function feeStateFrom(input: {
  projectId: string;
  signupApproved: boolean;
  open: boolean;
  documentFee: string | null;
  bailAmount: string | null;
  vouchers: readonly FeeVoucherView[];
}): FeeStateView {
  const voucherOf = (kind: FeeKind) => input.vouchers.find((v) => v.kind === kind) ?? null;
  const documentFee = feeItem(FEE_KIND.DOCUMENT_FEE, input.documentFee, voucherOf(FEE_KIND.DOCUMENT_FEE));
  const bail = feeItem(FEE_KIND.BAIL, input.bailAmount, voucherOf(FEE_KIND.BAIL));
  const documentsPaid = paid(documentFee.state);
  return {
    projectId: input.projectId,
    signupApproved: input.signupApproved,
    open: input.open,
    documentFee,
    bail,
    documentsPaid,
    feesPaid: documentsPaid && paid(bail.state),
  };
}

/** A voucher may be sent for a fee that is due and not approved nor waiting for the audit. */
export function mayUploadVoucher(state: FeeStateView, kind: FeeKind): boolean {
  const item = kind === FEE_KIND.BAIL ? state.bail : state.documentFee;
  return (
    state.signupApproved &&
    state.open &&
    (item.state === FEE_STATE.UNPAID || item.state === FEE_STATE.REJECTED)
  );
}
