/**
 * API paths of the tendering cycle (under the API prefix). Zod-free so client screens can name them
 * without loading the schemas. The specification leaves these calls "not shown"; the paths are ours.
 */
export const TENDER_PATHS = {
  /** Buyer / agency: their organisation's projects. */
  projectSave: '/bid-procurement/project/save',
  projectGet: '/bid-procurement/project/get',
  projectPage: '/bid-procurement/project/page',
  /** submit (00->01), approve (01->02), publish (02->03), cancel (-> 08, reason required). */
  projectTransition: '/bid-procurement/project/transition',
  /** Suppliers: published projects still taking offers; one open project's public view. */
  openPage: '/bid-procurement/open/page',
  openGet: '/bid-procurement/open/get',
  /** Supplier signup (contact apply): judged against the project's signup end time. */
  signupApply: '/bid-procurement/signup/apply',
  signupMine: '/bid-procurement/signup/mine',
  /** Buyer: signups of own projects and their audit. */
  signupPage: '/bid-procurement/signup/page',
  signupAudit: '/bid-procurement/signup/audit',
  /** Sealed offers: the project's public key, sending (judged against quote end time), own offers. */
  offerKey: '/bid-procurement/offer/key',
  offerSubmit: '/bid-procurement/offer/submit',
  offerMine: '/bid-procurement/offer/mine',
  /** Buyer: open the offers of a project once its quote end time has passed; the opening record. */
  offerOpen: '/bid-procurement/offer/open',
  offerRecord: '/bid-procurement/offer/record',
  /** Buyer: confirm the opening record of an opened project (04 -> 05 evaluating). */
  offerConfirm: '/bid-procurement/offer/confirm',
  /** Clarifications: the buyer releases and lists; signed-up suppliers and assigned experts read. */
  clarificationRelease: '/bid-procurement/clarification/release',
  clarificationPage: '/bid-procurement/clarification/page',
  clarificationSupplierPage: '/bid-procurement/clarification/supplier-page',
  /** Evaluation committee: candidate experts, assignment, the committee of a project. */
  committeeExperts: '/bid-procurement/committee/experts',
  committeeAssign: '/bid-procurement/committee/assign',
  committeeList: '/bid-procurement/committee/list',
  /** Expert: own evaluation tasks (evaluation hall). */
  evaluationTasks: '/bid-procurement/evaluation/tasks',
  /** Tender documents: the buyer uploads (multipart) and removes; readers list and download. */
  documentUpload: '/bid-procurement/document/upload',
  documentRemove: '/bid-procurement/document/remove',
  documentList: '/bid-procurement/document/list',
  /** GET; answers the file with ETag = its SHA-256 and 304 for a matching If-None-Match. */
  documentFile: '/bid-procurement/document/file/:id',
} as const;

/** The download path of one tender document (under the API prefix). */
export function tenderDocumentFilePath(id: string): string {
  return TENDER_PATHS.documentFile.replace(':id', encodeURIComponent(id));
}

/**
 * Function codes (menu codes) the tender routes check, one per screen (`config.permission`); the menu
 * seed grants them to roles.
 */
export const TENDER_FUNCTIONS = {
  /** Buyer/agency: procurement/procSourcingManage-list and procProjectBase-add. */
  projects: 'procurement-procSourcingManage-list',
  /** Buyer/agency: signup audit (procurement/contactInfoAuditList). */
  signupAudit: 'procurement-contactInfoAuditList',
  /** Buyer/agency: clarification release (procurement/procClarificationList). */
  clarifications: 'procurement-procClarificationList',
  /** Buyer/agency: evaluation committee (procurement/probidCommittee). */
  committee: 'procurement-probidCommittee',
  /** Supplier: open tenders (procurement/currentProject) and signup. */
  openTenders: 'procurement-currentProject',
  /** Supplier: participating projects and offers (procurement/proceedProject). */
  participating: 'procurement-proceedProject',
  /** Supplier: clarifications of signed-up projects (procurement/procClarificationSupList). */
  supplierClarifications: 'procurement-procClarificationSupList',
  /** Expert: evaluation hall (procurement/evaluationLobby-list). */
  evaluationHall: 'procurement-evaluationLobby-list',
  /** Buyer/agency: the project's documents (procurement/procurementDocuments). */
  documents: 'procurement-procurementDocuments',
  /** Supplier: documents of approved-signup projects (procurement/procurementTenderfeeVessel). */
  supplierDocuments: 'procurement-procurementTenderfeeVessel',
} as const;

/** Client routes of the tender screens (the assistant cites them; menus point at them). */
export const TENDER_ROUTES = {
  projectList: '/procurement/procSourcingManage-list',
  projectEdit: '/procurement/procProjectBase-add',
  signupAudit: '/procurement/contactInfoAuditList',
  clarificationList: '/procurement/procClarificationList',
  clarificationRelease: '/procurement/procClarificationReleaseAdd',
  committee: '/procurement/probidCommittee',
  openTenders: '/procurement/currentProject',
  signup: '/procurement/procurementContactsApply',
  participating: '/procurement/proceedProject',
  offer: '/procurement/proOfferSupplierContent',
  supplierClarifications: '/procurement/procClarificationSupList',
  evaluationHall: '/procurement/evaluationLobby-list',
  documents: '/procurement/procurementDocuments',
  supplierDocuments: '/procurement/procurementTenderfeeVessel',
} as const;
