/**
 * Invitations of invitation-only projects (tender method 02; issue 16, spec 001 section 2.9
 * `invitation`): API paths, the function codes the routes check (menu codes) and the screen's route.
 */
export const INVITATION_PATHS = {
  /** Buyer: the supplier library (formal supplier organisations) with whether each is invited. */
  candidates: '/bid-procurement/invitations/candidates',
  /** Buyer: the project's invitations with their read receipts. */
  list: '/bid-procurement/invitations/list',
  /** Buyer: invite supplier organisations; sent at once when the project is published. */
  invite: '/bid-procurement/invitations/invite',
  /** Buyer: withdraw an invitation not sent yet (project not published). */
  remove: '/bid-procurement/invitations/remove',
  /** Supplier: my organisation's invitations (sent ones), unread first. */
  mine: '/bid-procurement/invitations/mine',
  /** Supplier: open my invitation to a project; the first opening records the read time. */
  read: '/bid-procurement/invitations/read',
} as const;

export const INVITATION_FUNCTIONS = {
  /** Buyer side: procurement/invitation (pick suppliers, see read receipts). */
  invite: 'procurement-invitation',
} as const;

export const INVITATION_ROUTES = {
  invitation: '/procurement/invitation',
} as const;
