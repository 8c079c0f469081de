/**
 * Supplier participation lists and the supplier drive (issue 16, spec 001 sections 2.9-2.10): API
 * paths, the function codes the routes check (one per screen, the menu codes) and the screens' routes.
 */
export const PARTICIPATION_PATHS = {
  /** Can participate: published, signup still open (currentProject). */
  current: '/bid-procurement/participation/current',
  /** Participating: my organisation signed up, the project not finished (proceedProject). */
  proceed: '/bid-procurement/participation/proceed',
  /** Completed: my organisation took part, the project is past its quote end or closed (finishProject). */
  finish: '/bid-procurement/participation/finish',
  /** The same three lists for tender method 13 (competitive negotiation). */
  competitiveCurrent: '/bid-procurement/participation/competitive-current',
  competitiveProceed: '/bid-procurement/participation/competitive-proceed',
  competitiveFinish: '/bid-procurement/participation/competitive-finish',
  /** The supplier drive: one project as my organisation sees it. */
  drive: '/bid-procurement/participation/drive',
} as const;

export const PARTICIPATION_FUNCTIONS = {
  current: 'procurement-currentProject',
  proceed: 'procurement-proceedProject',
  finish: 'procurement-finishProject',
  competitiveCurrent: 'procurement-competitivePaticipation',
  competitiveProceed: 'procurement-competitivePaticipating',
  competitiveFinish: 'procurement-competitiveCompleted',
  drive: 'procurement-procurementDriveSupplier',
} as const;

export const PARTICIPATION_ROUTES = {
  current: '/procurement/currentProject',
  proceed: '/procurement/proceedProject',
  finish: '/procurement/finishProject',
  competitiveCurrent: '/procurement/competitivePaticipation',
  competitiveProceed: '/procurement/competitivePaticipating',
  competitiveFinish: '/procurement/competitiveCompleted',
  drive: '/procurement/procurementDriveSupplier',
} as const;

/** Which list: can participate, participating, completed. */
export const PARTICIPATION_LISTS = ['current', 'proceed', 'finish'] as const;
export type ParticipationList = (typeof PARTICIPATION_LISTS)[number];
