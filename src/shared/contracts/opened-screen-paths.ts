// Zod-free, so route files may take values from it (route-splitting.test.ts).
/**
 * The opened screen (issue 18; design note sections 4 and 9): the live opening record of one project for
 * its buyer side, the suppliers that sent an offer and its committee, and each bidder's confirmation or
 * dispute of its own line within the configured minutes after the opening.
 */
export const OPENED_SCREEN_PATHS = {
  /** The screen's state: project, opening state, server time, the record's lines with their confirmations. */
  view: '/bid-procurement/opened-screen/view',
  /** Projects the caller may watch (opening soon, opened): the screen without a project. */
  projects: '/bid-procurement/opened-screen/projects',
  /** A bidder confirms its own line. */
  confirm: '/bid-procurement/opened-screen/confirm',
  /** A bidder disputes its own line, with a reason. */
  dispute: '/bid-procurement/opened-screen/dispute',
} as const;

/** The client route (outside the sidebar layout). */
export const OPENED_SCREEN_ROUTE = '/opened/openedScreen';
/** The menu (function) code of the screen. */
export const OPENED_SCREEN_FUNCTION = 'opened-openedScreen';
