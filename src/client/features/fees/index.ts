// Tender fees (issue 16): document-fee and bail vouchers. The supplierResponse step 2 screens
// (response-*.tsx, hooks/use-response-*.ts; spec 001 section 2.9: docRecord, docRecordList,
// docRecordNoFreeList, docRecordAudit, docRecorLookVoucher, docRecorLookPayment) are built on the
// fees calls (fee-paths.ts).
export { DocRecordPage } from './components/response-doc-record-page';
export { UnpaidListPage } from './components/response-unpaid-list-page';
export { VoucherAuditPage } from './components/response-voucher-audit-page';
export { PaymentLookPage, VoucherLookPage } from './components/response-voucher-look-pages';
export { VoucherListPage } from './components/response-voucher-list-page';
// The fees area's own panels (the supplier-response screens and the drives use them):
// SupplierFeesPanel({ projectId }): the supplier's fees (amounts in capitals, state, rejection reason,
//   voucher upload queued through the outbox, offline too);
// ProjectFeesPanel({ projectId }): the buyer side's vouchers of a project (preview, download, approve,
//   reject with a reason, refund a due bail).
// Reads for route loaders: queries.ts.
export { ProjectFeesPanel } from './components/project-fees-panel';
export { SupplierFeesPanel } from './components/supplier-fees-panel';
