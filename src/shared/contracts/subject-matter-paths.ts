/**
 * Subject matters of a tender project (issue 16; spec 000 section 7.5 "subject matters (list, export,
 * import, merge, delete)"): API paths and the function code the buyer side's routes check. Zod-free so
 * client screens can name them without loading the schemas. The spec has no screen of its own for them:
 * they live on the project's screens (procProjectBase-add, the project workspace), so the buyer side's
 * calls check the project screen's grant (procSourcingManage-list).
 */
export const SUBJECT_MATTER_PATHS = {
  /** Buyer side: the project's subject matters with the total and whether they may be changed now. */
  list: '/bid-procurement/subject-matters/list',
  /** Add (no id) or change (id, version) one subject matter. */
  save: '/bid-procurement/subject-matters/save',
  /** Delete subject matters by id. */
  remove: '/bid-procurement/subject-matters/delete',
  /** Merge lines of one material and unit into one: quantities summed exactly, plan links kept. */
  merge: '/bid-procurement/subject-matters/merge',
  /** An xlsx of the project's subject matters. */
  exportXlsx: '/bid-procurement/subject-matters/export',
  /** The empty import template (GET or POST, ?langCode). */
  template: '/bid-procurement/subject-matters/template',
  /** Import a filled template: every row checked, all or nothing, refused rows named with row and column. */
  importXlsx: '/bid-procurement/subject-matters/import',
  /** Read only, for everyone who may see the project: its buyer side, signed-up suppliers, its committee. */
  read: '/bid-procurement/subject-matters/read',
} as const;

export const SUBJECT_MATTER_FUNCTIONS = {
  /** The buyer side's project screens (procurement/procSourcingManage-list, procProjectBase-add). */
  manage: 'procurement-procSourcingManage-list',
} as const;
