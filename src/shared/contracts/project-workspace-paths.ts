/**
 * The tender project workspace (issue 16; spec 001 sections 2.7 and 2.9): API paths, the function codes
 * the routes check (menu codes of the screens) and the screens' routes. The two organisation calls keep
 * the paths of spec 000 section 7.4; the others are ours (section 7.5 names them without a path).
 */
export const WORKSPACE_PATHS = {
  /** Buyer organisations of a project (its own), or the caller's organisation and its sub-units. */
  departBuyer: '/common-common/depart/buyer/getDepartBuyerByBidingProject',
  /** Agency organisations a project may be entrusted to, or the project's entrusted agency. */
  departAgent: '/common-common/depart/agent/getDepartAgentByBidingProject',
  /** Whether the caller's organisation is a group (it has sub-organisations) and which they are. */
  isGroupDepart: '/bid-procurement/workspace/isGroupDepart',
  /** Whether a project's signups need the buyer's audit (method 02 invitations skip none). */
  isAddDflzAudit: '/bid-procurement/workspace/isAddDflzAudit',
  /** bidProjectStep: approved schemes' packages not yet a project, and draft projects. */
  initiation: '/bid-procurement/workspace/initiation',
  /** projectManager: projects run by my organisation (own and entrusted), with counts per status. */
  projectPage: '/bid-procurement/workspace/project/page',
  /** procurementDrive: the project with its counts (offers: a count only before the opening). */
  overview: '/bid-procurement/workspace/overview',
  /** The project's timeline from the audit log, newest first, paged. */
  timeline: '/bid-procurement/workspace/timeline',
  /** procSourcingSpv-list: every project of my organisation and its sub-organisations, read-only. */
  supervisionPage: '/bid-procurement/workspace/supervision/page',
} as const;

export const WORKSPACE_FUNCTIONS = {
  initiation: 'bidding-bidProjectStep',
  projectManager: 'bidding-projectManager',
  supervision: 'procurement-procSourcingSpv-list',
} as const;

export const WORKSPACE_ROUTES = {
  initiation: '/bidding/bidProjectStep',
  initiationAdd: '/bidding/bidProjectStep-add',
  projectManager: '/bidding/projectManager',
  projectDrive: '/bidding/projectDrive',
  drive: '/procurement/procurementDrive',
  contentTabs: '/procurement/procurementDrive/procurementContentTabs',
  contentDetail: '/procurement/procurementDrive/procurementContentTabs/procurementProjectContentDetail',
  bulletin: '/procurement/procurementDrive/procurementParticpatingBulletin',
  supervision: '/procurement/procSourcingSpv-list',
} as const;
