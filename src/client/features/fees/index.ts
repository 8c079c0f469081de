// Tender fees (issue 16): document-fee and bail vouchers (fee-paths.ts).
// The fees area's own panels and calls (the supplier-response screens and the drives use them):
// SupplierFeesPanel({ projectId }): the supplier's fees (amounts in capitals, state, rejection reason,
//   voucher upload queued through the outbox, offline too);
// ProjectFeesPanel({ projectId }): the buyer side's vouchers of a project (preview, download, approve,
//   reject with a reason, refund a due bail);
// myFeesQueryOptions(userId, projectId) -> Kept<FeeStateView>; projectVouchersQueryOptions(projectId) ->
//   FeeVoucherView[]; feeVoucherPage(FeePageQuery) -> PageResult<FeeVoucherView>; sendVoucherAudit,
//   refundBail, voucherFile(id) -> Blob; queueVoucher (the offline upload) and voucherEntityKey;
// documentsLockKey(FeeStateView): why the documents stay closed (null when paid).
export { ProjectFeesPanel } from './components/project-fees-panel';
export { SupplierFeesPanel } from './components/supplier-fees-panel';
export { useMyFees } from './hooks/use-supplier-fees';
export {
  feeVoucherPage,
  myFeesQueryOptions,
  projectVouchersQueryOptions,
  refundBail,
  sendVoucherAudit,
  voucherFile,
} from './api/fees';
export { feeKeys } from './api/keys';
export { queueVoucher, voucherEntityKey } from './api/queue-voucher';
export { documentsLockKey } from './lib/fee-view';
