/**
 * Objections and complaints (issue 17): API paths (under the API prefix), the function codes the
 * routes check and the client routes. Zod-free so screens can name them without the schemas.
 */
export const OBJECTION_PATHS = {
  /** Supplier: file an objection letter ({ id?, projectId, kind, title, contentHtml }). */
  file: '/bid-procurement/objections/file',
  /** Supplier: multipart objectionId, fileId? and one attachment (PDF or image). */
  attach: '/bid-procurement/objections/attach',
  /** Supplier: withdraw its organisation's objection (00/01 -> 04). */
  withdraw: '/bid-procurement/objections/withdraw',
  /** Supplier: its organisation's objections (page). */
  mine: '/bid-procurement/objections/mine',
  /** Supplier: projects it may object to now, with the kinds open for each. */
  fileable: '/bid-procurement/objections/fileable',
  /** Supplier: escalate an objection to the supervisors ({ objectionId, reason }). */
  complain: '/bid-procurement/objections/complain',
  /** Buyer side: objections on the projects the organisation runs (page). */
  page: '/bid-procurement/objections/page',
  /** Buyer side: accept for handling (00 -> 01). */
  accept: '/bid-procurement/objections/accept',
  /** Buyer side: answer (00/01 -> 02, rich text). */
  answer: '/bid-procurement/objections/answer',
  /** Buyer side: reject as inadmissible (00/01 -> 03, reason). */
  reject: '/bid-procurement/objections/reject',
  /** Anyone concerned (filer's org, project's buyer side, committee expert): one objection ({ id }). */
  detail: '/bid-procurement/objections/detail',
  /** Supervisors: every objection (page). */
  auditPage: '/bid-procurement/objections/audit-page',
  /** Supervisors: one objection with its complaint. */
  auditDetail: '/bid-procurement/objections/audit-detail',
  /** Supervisors: complaints (page). */
  complaintPage: '/bid-procurement/objections/complaint-page',
  /** Supervisors: take a complaint in hand (00 -> 01). */
  complaintHandle: '/bid-procurement/objections/complaint-handle',
  /** Supervisors: decide a complaint (00/01 -> 02 upheld / 03 dismissed, decision text). */
  complaintDecide: '/bid-procurement/objections/complaint-decide',
  /** GET: an attachment's bytes, for whoever may read its objection. */
  attachment: '/bid-procurement/objections/attachment/:id',
} as const;

export function objectionAttachmentPath(id: string): string {
  return OBJECTION_PATHS.attachment.replace(':id', encodeURIComponent(id));
}

/** Function (menu) codes the routes check. */
export const OBJECTION_FUNCTIONS = {
  /** Supplier: file an objection (objection-add). */
  supplier: 'clarification-objection-add',
  /** Buyer side: objections on its projects and their handling. */
  buyer: 'clarification-objectionList',
  /** Supervisors (SYS_ADMIN): objection and complaint audit. */
  audit: 'clarification-auditList',
  complaints: 'clarification-complaintList',
} as const;

/** Client routes. */
export const OBJECTION_ROUTES = {
  list: '/clarification/objectionList',
  add: '/clarification/objection-add',
  detail: '/clarification/objection-detail',
  edit: '/clarification/objection-edit',
  fileContentEdit: '/clarification/fileContent-edit',
  fileContentView: '/clarification/fileContent-view',
  auditList: '/clarification/auditList',
  auditContent: '/clarification/auditContent',
  complaintList: '/clarification/complaintList',
  buyerDetail: '/procurement/objectionDetail',
  expertDetail: '/procurement/objectionExpertDetail',
} as const;
