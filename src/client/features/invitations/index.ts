// The invitations area: the buyer picks suppliers for an invitation-only project (method 02) and sees
// the read receipts; the supplier opens its invitation (readInvitation: the read receipt). Reads: queries.ts.
export { readInvitation } from './api/calls';
export { InvitationPage } from './components/invitation-page';
export { InvitationsPanel } from './components/invitations-panel';
