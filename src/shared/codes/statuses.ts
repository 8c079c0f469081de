/**
 * Code lists of specification section 4. Codes are strings exactly as the specification writes them
 * and never change meaning once shipped; labels live in the `codes` i18n namespace under
 * `<group>.<code>` (see `codeLabelKey`).
 */

/** i18n key of a code's label, e.g. `codeLabelKey('auditStatus', '01')` -> 'codes:auditStatus.01'. */
export function codeLabelKey(group: string, code: string | number): string {
  return `codes:${group}.${code}`;
}

type ValueOf<T> = T[keyof T];

/** Online/offline record. */
export const RECORD_MODE = { ONLINE: '00', OFFLINE: '01', SUPPLEMENTARY: '02' } as const;

/** Audit of profiles, catalogues, signups and fee vouchers (a rejection needs a reason). */
export const AUDIT_STATUS = { PENDING: '00', APPROVED: '01', REJECTED: '02' } as const;
export type AuditStatus = ValueOf<typeof AUDIT_STATUS>;

export const YES_NO = { NO: '00', YES: '01' } as const;

export const SIGNED_WAY = {
  UNIFIED_NEGOTIATION_UNIFIED_SIGNING: '00',
  UNIFIED_NEGOTIATION_SEPARATE_SIGNING: '01',
} as const;

export const SERVICE_CHARGE_METHOD = { FINAL_SETTLEMENT_PRICE: '00', PLATFORM_DEAL_PRICE: '01' } as const;

export const UPLOAD_FILE_TYPE = { CREDIT: '00', TECHNICAL: '01', QUOTATION: '02', OTHER: '03' } as const;

export const SUPPLIER_CATEGORY = {
  GOODS_MANUFACTURER: '00',
  GOODS_TRADER: '01',
  ENGINEERING: '02',
  SERVICE: '03',
  LEGAL: '04',
  ASSET_VALUATION: '05',
} as const;

export const REVIEW_METHOD = { OFFLINE: '00', ONLINE: '01' } as const;

/** The specification reads "00 true (abnormal operation), 01 false": 00 flags the abnormal case. */
export const CONTRACT_SEND_FLAG = { ABNORMAL_OPERATION: '00', NORMAL: '01' } as const;

export const GROUP_PROJECT_FLAG = { NO: '00', YES: '01' } as const;

/** Two codes mean "false" in the specification (00 and 02); only 01 is true. */
export const SYSTEM_SOURCE = { FALSE: '00', TRUE: '01', FALSE_OTHER: '02' } as const;

export function isSystemSourceTrue(code: string | null | undefined): boolean {
  return code === SYSTEM_SOURCE.TRUE;
}

/**
 * Tender methods. The specification names only 13 (competitive negotiation); open tender 01 and
 * invitation 02 are ours.
 */
export const TENDER_METHOD = { OPEN: '01', INVITATION: '02', COMPETITIVE_NEGOTIATION: '13' } as const;
export const TENDER_METHOD_COMPETITIVE_NEGOTIATION = TENDER_METHOD.COMPETITIVE_NEGOTIATION;
/** Purchase status hidden from one project list (08 = cancelled, see procurement.ts). */
export const PURCHASE_STATUS_FILTERED = '08';
/** Tender method hidden from one list; the specification does not name it. */
export const TENDER_METHOD_FILTERED = '17';

/** Registration customer type. The specification names the two kinds but no codes: these are ours. */
export const CUSTOMER_TYPE = { ENTERPRISE: '00', INDIVIDUAL: '01' } as const;

/** Identification document type. The specification names no codes: these are ours. */
export const ID_DOCUMENT_TYPE = { ID_CARD: '00', PASSPORT: '01' } as const;

/** Every list of this file keyed by its i18n group, for dictionaries and the label completeness test. */
export const STATUS_CODE_LISTS = {
  recordMode: RECORD_MODE,
  auditStatus: AUDIT_STATUS,
  yesNo: YES_NO,
  signedWay: SIGNED_WAY,
  serviceChargeMethod: SERVICE_CHARGE_METHOD,
  uploadFileType: UPLOAD_FILE_TYPE,
  supplierCategory: SUPPLIER_CATEGORY,
  reviewMethod: REVIEW_METHOD,
  contractSendFlag: CONTRACT_SEND_FLAG,
  groupProjectFlag: GROUP_PROJECT_FLAG,
  systemSource: SYSTEM_SOURCE,
  tenderMethod: TENDER_METHOD,
  customerType: CUSTOMER_TYPE,
  idDocumentType: ID_DOCUMENT_TYPE,
} as const satisfies Record<string, Record<string, string>>;
