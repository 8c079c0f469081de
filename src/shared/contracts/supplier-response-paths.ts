/**
 * API paths, function codes and client routes of the supplierResponse steps (spec 001 section 2.9):
 * step 1 contact info (signups), step 2 document record (fee vouchers, whose calls are the fees
 * area's). Zod-free so screens can name them without the schemas.
 */
export const SUPPLIER_RESPONSE_PATHS = {
  /** Buyer side: counts of the project's (or all own projects') signups per state (step 1 overview, tabs). */
  overview: '/bid-procurement/signup/overview',
  /** Buyer side: one signup with the supplier's company summary and its state history. */
  detail: '/bid-procurement/signup/detail',
  /** Buyer side: rejected signups, and those re-applied after a rejection. */
  rejectedPage: '/bid-procurement/signup/rejected-page',
  /** Buyer side: signups approved on arrival (invited suppliers), needing no audit. */
  noAuditPage: '/bid-procurement/signup/no-audit-page',
  /** Buyer side: decide again on a rejected signup (overturn) or a re-applied one. */
  reaudit: '/bid-procurement/signup/reaudit',
  /** Buyer side: record a signup on behalf of a supplier (offline tender), approved with the actor. */
  record: '/bid-procurement/signup/record',
  /** Buyer side: approved signups of projects with a document fee that have no approved voucher. */
  unpaidPage: '/bid-procurement/signup/unpaid-page',
  /** Buyer side: enabled supplier organisations of the library, by name or credit code. */
  supplierOptions: '/bid-procurement/signup/supplier-options',
} as const;

/** Function (menu) codes of the screens; the routes above check them. */
export const SUPPLIER_RESPONSE_FUNCTIONS = {
  contactInfo: 'procurement-contactInfo',
  noAudit: 'procurement-contactInfoNoAuditList',
  waste: 'procurement-wastecontractInfoAuditList',
  add: 'procurement-contactInfoAdd',
  docRecord: 'procurement-docRecord',
  docRecordList: 'procurement-docRecordList',
  docRecordNoFree: 'procurement-docRecordNoFreeList',
} as const;

/** Client routes of the two steps (all under /procurement). */
export const SUPPLIER_RESPONSE_ROUTES = {
  contactInfo: '/procurement/contactInfo',
  contactInfoAuditList: '/procurement/contactInfoAuditList',
  contactInfoAudit: '/procurement/contactInfoAudit',
  wasteList: '/procurement/wastecontractInfoAuditList',
  wasteAudit: '/procurement/wasteContractInfoAudit',
  noAuditList: '/procurement/contactInfoNoAuditList',
  noAudit: '/procurement/contactInfoNoAudit',
  add: '/procurement/contactInfoAdd',
  docRecord: '/procurement/docRecord',
  docRecordList: '/procurement/docRecordList',
  docRecordNoFreeList: '/procurement/docRecordNoFreeList',
  docRecordAudit: '/procurement/docRecordAudit',
  lookVoucher: '/procurement/docRecorLookVoucher',
  lookPayment: '/procurement/docRecorLookPayment',
} as const;
