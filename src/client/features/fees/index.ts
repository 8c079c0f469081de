// Tender fees (issue 16): document-fee and bail vouchers. The supplierResponse step 2 screens
// (response-*.tsx, hooks/use-response-*.ts; spec 001 section 2.9: docRecord, docRecordList,
// docRecordNoFreeList, docRecordAudit, docRecorLookVoucher, docRecorLookPayment) are built on the
// fees calls (fee-paths.ts).
export { DocRecordPage } from './components/response-doc-record-page';
export { UnpaidListPage } from './components/response-unpaid-list-page';
export { VoucherAuditPage } from './components/response-voucher-audit-page';
export { PaymentLookPage, VoucherLookPage } from './components/response-voucher-look-pages';
export { VoucherListPage } from './components/response-voucher-list-page';
