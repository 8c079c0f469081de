// Tender fees (issue 16): document-fee and bail vouchers. The supplierResponse step 2 screens
// (response-*.tsx, hooks/use-response-*.ts; spec 001 section 2.9: docRecord, docRecordList,
// docRecordNoFreeList, docRecordAudit, docRecorLookVoucher, docRecorLookPayment) are built on the
// fees calls (fee-paths.ts).
export { DocRecordPage } from './components/response-doc-record-page';
export { UnpaidListPage } from './components/response-unpaid-list-page';
export { VoucherAuditPage } from './components/response-voucher-audit-page';
export { PaymentLookPage, VoucherLookPage } from './components/response-voucher-look-pages';
export { VoucherListPage } from './components/response-voucher-list-page';
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
