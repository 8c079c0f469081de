/** The parts of OCDS 1.1.5 (release-schema.json) this platform publishes. */

export interface OcdsValue {
  amount: number;
  currency: 'CNY';
}

export interface OcdsOrgRef {
  id: string;
  name: string;
}

export interface OcdsParty extends OcdsOrgRef {
  roles: string[];
}

export interface OcdsDocument {
  id: string;
  documentType: string;
  title: string;
  url: string;
  datePublished: string;
  format?: string;
}

export interface OcdsAmendment {
  id: string;
  date: string;
  rationale: string;
  description: string;
}

export interface OcdsTender {
  id: string;
  title: string;
  description?: string;
  status: string;
  statusDetails: string;
  value: OcdsValue;
  procurementMethod: string;
  procurementMethodDetails: string;
  mainProcurementCategory?: string;
  submissionMethod: string[];
  tenderPeriod: { startDate: string; endDate: string };
  enquiryPeriod?: { startDate: string; endDate: string };
  procuringEntity: OcdsOrgRef;
  documents?: OcdsDocument[];
  amendments?: OcdsAmendment[];
  tenderers?: OcdsOrgRef[];
  numberOfTenderers?: number;
}

export interface OcdsAward {
  id: string;
  title: string;
  status: string;
  date: string;
  value: OcdsValue;
  suppliers: OcdsOrgRef[];
}

export interface OcdsContract {
  id: string;
  awardID: string;
  title: string;
  status: string;
  value: OcdsValue;
  dateSigned?: string;
}

/** A release without its identity (ocid, id, date, tag), as built from the database state. */
export interface OcdsReleaseBody {
  initiationType: 'tender';
  language: 'zh';
  parties: OcdsParty[];
  buyer: OcdsOrgRef;
  tender: OcdsTender;
  awards?: OcdsAward[];
  contracts?: OcdsContract[];
}

export interface OcdsRelease extends OcdsReleaseBody {
  ocid: string;
  id: string;
  date: string;
  tag: string[];
}
