/**
 * API paths, function codes and client routes of construction projects (issue 15; spec 001 section
 * 2.5; design note section 7). Zod-free so client screens can name them without loading the schemas.
 * The specification leaves these calls "not shown"; the paths are ours.
 */
export const CONSTRUCTION_PATHS = {
  /** The organisation's construction projects: keyword, status, year, region; counts per status. */
  page: '/bid-plan/construction/page',
  get: '/bid-plan/construction/get',
  /** Create (no id) or change (id) a project that is not completed. */
  save: '/bid-plan/construction/save',
  /** A status move of CONSTRUCTION_STATUS_TRANSITIONS, with a reason. */
  transition: '/bid-plan/construction/transition',
  /** The tender projects linked to one construction project (correlationList). */
  correlation: '/bid-plan/construction/correlation',
  /** multipart/form-data: id and one file (pdf, png or jpg), the project's approval scan. */
  scanUpload: '/bid-plan/construction/scan/upload',
  /** GET: the approval scan of a project of the caller's organisation. */
  scanFile: '/bid-plan/construction/scan/file/:id',
  /** Link ({ linked: true }) or unlink a tender project of the organisation to a construction project. */
  link: '/bid-plan/construction/link',
  /** Tender projects of the organisation not linked to any construction project yet (keyword). */
  linkCandidates: '/bid-plan/construction/link-candidates',
  /** Id, code and name of the organisation's projects that are not completed (pickers of other screens). */
  options: '/bid-plan/construction/options',
} as const;

/** Function codes (menu codes) the routes check; the menu seed grants them to the buyer roles. */
export const CONSTRUCTION_FUNCTIONS = {
  /** projectMgt/buildingProjectList and the add, change, detail and correlation screens under it. */
  projects: 'projectMgt-buildingProjectList',
} as const;

/** Client routes of the construction project screens (spec 001 section 2.5). */
export const CONSTRUCTION_ROUTES = {
  list: '/projectMgt/buildingProjectList',
  add: '/projectMgt/buildingProjectAdd',
  change: '/projectMgt/buildingProjectChange',
  detail: '/projectMgt/buildingProjectDetail',
  correlation: '/projectMgt/correlationList',
} as const;

/** The download path of a project's approval scan (under the API prefix). */
export function constructionScanPath(id: string): string {
  return CONSTRUCTION_PATHS.scanFile.replace(':id', encodeURIComponent(id));
}
