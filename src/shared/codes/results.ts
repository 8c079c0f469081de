type ValueOf<T> = T[keyof T];

/** A result notice (issue 20): the award (clinch) notice for a winner, the advice note for every other bidder. */
export const NOTICE_KIND = {
  AWARD: '01',
  ADVICE: '02',
} as const;
export type NoticeKind = ValueOf<typeof NOTICE_KIND>;

/** Contract status per award (spec 000 section 7.5). */
export const CONTRACT_STATUS = {
  TO_SIGN: '00',
  SIGNED: '01',
  PERFORMING: '02',
  FINISHED: '03',
  TERMINATED: '04',
} as const;
export type ContractStatus = ValueOf<typeof CONTRACT_STATUS>;

/** The moves a contract may make: signing needs a date and a scan; termination a reason. */
export const CONTRACT_MOVES: Readonly<Record<ContractStatus, readonly ContractStatus[]>> = {
  '00': ['01', '04'],
  '01': ['02', '04'],
  '02': ['03', '04'],
  '03': [],
  '04': [],
};

/** OCDS 1.1 release tags this platform publishes (design note section 10). */
export const OCDS_TAGS = [
  'tender',
  'tenderAmendment',
  'tenderUpdate',
  'award',
  'contract',
  'tenderCancellation',
] as const;
export type OcdsTag = (typeof OCDS_TAGS)[number];
